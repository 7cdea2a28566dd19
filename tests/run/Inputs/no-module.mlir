llvm.func @main()
