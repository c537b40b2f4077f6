module {
  func.func @main(%arg0: tensor<2x2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %batch_mean, %batch_var, %0) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %1 = stablehlo.cholesky %arg2, lower = true : tensor<3x3xf32>
    %2 = "stablehlo.triangular_solve"(%1, %arg2) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    return %output, %grad_operand, %grad_scale, %1, %2, %0, %batch_mean, %grad_offset : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
