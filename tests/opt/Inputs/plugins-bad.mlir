%x = "cplug.make"() : () -> !cplug.box
"cplug.make"(%x) : (!cplug.box) -> ()
