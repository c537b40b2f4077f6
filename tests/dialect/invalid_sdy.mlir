// Violations of the constraints of the sdy ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @body_arguments(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expects one body argument per operand, but got 2 and 1}}
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%a: tensor<4xf32>, %b: tensor<4xf32>) {
    sdy.return %a : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----

func.func @body_results(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expects the body to return one value per result, but it returns 2 for 1}}
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%a: tensor<4xf32>) {
    sdy.return %a, %a : tensor<4xf32>, tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----

func.func @unbalanced(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{unexpected token in a sdy attribute, expected '>'}}
  %0 = sdy.sharding_constraint %x <@mesh, [{"x"}]] : tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
