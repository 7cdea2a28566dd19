func.func @f() {
  %a = quill.fill "blue" : !quill.ink<"blue">
  quill.stamp #quill.mark<3>, %a : !quill.ink<"blue">
  quill.end
}
