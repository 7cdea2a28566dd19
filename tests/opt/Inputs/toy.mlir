%0 = "toy.make"() : () -> i32
