// Quantized comparisons take FLOAT or TOTALORDER, as upstream accepts them.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @totalorder(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1> {
  %0 = stablehlo.compare GE, %a, %b, TOTALORDER : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

func.func @float(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1> {
  %0 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

func.func @totalorder_int(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi1> {
  // expected-error @+1 {{C3: comparison type TOTALORDER is not valid for element type 'i8'}}
  %0 = stablehlo.compare GE, %a, %b, TOTALORDER : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

func.func @unsigned_quantized(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1> {
  // expected-error @+1 {{C3: comparison type UNSIGNED is not valid for element type}}
  %0 = stablehlo.compare GE, %a, %b, UNSIGNED : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}
