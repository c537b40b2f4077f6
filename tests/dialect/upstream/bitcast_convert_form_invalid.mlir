// Upstream has no short form for bitcast_convert.
// RUN: stablehlo-opt-go %s --verify-diagnostics

func.func @short_form(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.function}}
  %0 = stablehlo.bitcast_convert %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
