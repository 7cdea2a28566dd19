// An IRDL operation outside any dialect: parses, does not verify.
irdl.operation @make {
}
