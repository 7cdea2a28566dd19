%t = upf.make : !upf.token
"cplug.noop"() : () -> ()
%b = "cplug.make"() : () -> !cplug.box
