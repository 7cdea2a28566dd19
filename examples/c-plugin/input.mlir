"hello.greet"() : () -> ()
"hello.greet"() : () -> ()
