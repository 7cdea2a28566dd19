irdl.dialect @toy {
  irdl.operation @make {
    this is not irdl
  }
}
