%t = cxxplug.make : !cxxplug.token
"cplug.noop"() : () -> ()
%b = "cplug.make"() : () -> !cplug.box
%m = memref.alloc() : memref<3x!cxxplug.token>
