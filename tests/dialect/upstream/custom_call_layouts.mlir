// custom_call operand_layouts/result_layouts, checked as upstream checks
// them: tokens take the empty layout, tuple-typed values take none, a single
// tuple result is laid out element by element, and both lists come together.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @token_empty_layout(%x: tensor<2x3xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  %0:2 = stablehlo.custom_call @foo(%x, %t) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x3xf32>, !stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token)
  func.return %0#1 : !stablehlo.token
}

// -----

func.func @tuple_result_elements(%x: tensor<2xf32>, %t: !stablehlo.token) -> tuple<tensor<2xf32>, !stablehlo.token> {
  %0 = stablehlo.custom_call @foo(%x, %t) {operand_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<2xf32>, !stablehlo.token) -> tuple<tensor<2xf32>, !stablehlo.token>
  func.return %0 : tuple<tensor<2xf32>, !stablehlo.token>
}

// -----

func.func @token_result_layout(%x: tensor<2xf32>) -> !stablehlo.token {
  // expected-error @+1 {{expects the empty layout for result #0 of type '!stablehlo.token', but got dense<0> : tensor<1xindex>}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

func.func @tuple_operand(%x: tuple<tensor<2xf32>>) -> tensor<2xf32> {
  // expected-error @+1 {{expects no layout for the tuple-typed operand #0}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @tuple_result_count(%x: tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>> {
  // expected-error @+1 {{expects 2 result layouts, but got 1}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  func.return %0 : tuple<tensor<2xf32>, tensor<2xf32>>
}

// -----

func.func @operand_layouts_only(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expects both operand_layouts and result_layouts, or neither}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
