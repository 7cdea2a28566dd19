irdl.dialect @toy {
  irdl.operation @make {
    %0 = irdl.is i32
    irdl.results(%0)
  }
}
