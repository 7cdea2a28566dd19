%t = upf.make : !upf.token
