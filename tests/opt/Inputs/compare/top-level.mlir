// Parts of a split file that are not one operation, with --no-implicit-module:
// the parser's error for the whole part is shown where the part starts.
func.func private @one()
// -----
func.func private @two()
func.func private @three()
// -----
