func.func @main() {
  func.return
}
