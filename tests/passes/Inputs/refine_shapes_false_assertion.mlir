// A shape assertion that refinement proves false fails the pass with its
// message (see ../refine_shapes.mlir).
func.func @main(%arg0: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<1x3xf32>) -> tensor<i32>
  %ok = stablehlo.compare GE, %d, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %d, %c2) {error_message = "b = {0} is less than {1}", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
  %0 = stablehlo.abs %arg0 : (tensor<1x3xf32>) -> tensor<?x3xf32>
  func.return %0 : tensor<?x3xf32>
}
