module {
  func.func @main(%arg0: tensor<2x2xf32>, %arg1: !stablehlo.token) -> (tensor<2x2xf32>, !stablehlo.token) {
    %0 = stablehlo.custom_call @my_target(%arg0) {api_version = 2 : i32, backend_config = "cfg", has_side_effect = true, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.custom_call @other(%0) {mhlo.frontend_attributes = {a = "b"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.optimization_barrier %1 : tensor<2x2xf32>
    %3 = stablehlo.after_all %arg1 : !stablehlo.token
    %4 = stablehlo.tuple %2, %0 : tuple<tensor<2x2xf32>, tensor<2x2xf32>>
    %5 = stablehlo.get_tuple_element %4[1] : (tuple<tensor<2x2xf32>, tensor<2x2xf32>>) -> tensor<2x2xf32>
    return %5, %3 : tensor<2x2xf32>, !stablehlo.token
  }
}
