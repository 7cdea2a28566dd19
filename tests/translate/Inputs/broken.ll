define i32 @broken( {
