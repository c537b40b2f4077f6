// custom_call takes and returns unranked tensors, as upstream still does;
// their layouts are not checked against a rank. Other ops keep rejecting
// unranked tensors.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @unranked(%x: tensor<*xf32>, %t: !stablehlo.token) -> (tensor<*xf32>, tensor<2xi32>) {
  %0:2 = stablehlo.custom_call @foo(%x, %t) : (tensor<*xf32>, !stablehlo.token) -> (tensor<*xf32>, tensor<2xi32>)
  func.return %0#0, %0#1 : tensor<*xf32>, tensor<2xi32>
}

// -----

func.func @unranked_layouts(%x: tensor<*xf32>, %y: tensor<2x3xf32>) -> tensor<*xf32> {
  %0 = stablehlo.custom_call @foo(%x, %y) {operand_layouts = [dense<[0, 1, 2]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

func.func @ranked_layout_still_checked(%x: tensor<*xf32>, %y: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{expects operand layouts[1] to be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @foo(%x, %y) {operand_layouts = [dense<0> : tensor<1xindex>, dense<[0, 0]> : tensor<2xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

func.func @other_ops_ranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{operand #0 must be tensor of}}
  %0 = stablehlo.abs %x : tensor<*xf32>
  func.return %0 : tensor<*xf32>
}
