// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3x3xf32>) -> (tensor<6x3xf32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1]"}, tensor<6x3xf32> {jax.result_info = "result[2]"}, tensor<6x3xf32> {jax.result_info = "result[3]"}, tensor<6x3xf32> {jax.result_info = "result[4]"}, tensor<6x3xf32> {jax.result_info = "result[5]"}, tensor<3x3xf32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<6x3xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<3xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<3xi1>, tensor<3xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %61 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<6x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.compare LT, %arg1, %14, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.add %arg1, %16 : tensor<3xi32>
    %18 = stablehlo.select %15, %17, %arg1 : tensor<3xi1>, tensor<3xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %61 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<6x3xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.compare LT, %arg1, %21, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<6> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.add %arg1, %23 : tensor<3xi32>
    %25 = stablehlo.select %22, %24, %arg1 : tensor<3xi1>, tensor<3xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %27 = "stablehlo.scatter"(%arg0, %26, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %61 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<6x3xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.compare LT, %arg1, %28, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %31 = stablehlo.add %arg1, %30 : tensor<3xi32>
    %32 = stablehlo.select %29, %31, %arg1 : tensor<3xi1>, tensor<3xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %34 = "stablehlo.scatter"(%arg0, %33, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %61 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<6x3xf32>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %36 = stablehlo.add %arg1, %35 : tensor<3xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %40 = stablehlo.add %36, %39 : tensor<3xi32>
    %41 = stablehlo.select %38, %40, %36 : tensor<3xi1>, tensor<3xi32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %43 = "stablehlo.scatter"(%arg0, %42, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %61 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<6x3xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %45 = stablehlo.compare LT, %arg1, %44, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.add %arg1, %46 : tensor<3xi32>
    %48 = stablehlo.select %45, %47, %arg1 : tensor<3xi1>, tensor<3xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_14 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %51 = stablehlo.compare GE, %49, %50, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %52 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %54 = stablehlo.compare LE, %49, %53, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %55 = stablehlo.and %51, %54 : tensor<3x1xi1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %56 = stablehlo.reduce(%55 init: %c_16) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %57 = "stablehlo.gather"(%arg0, %49) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %60 = stablehlo.select %58, %57, %59 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6, %13, %20, %27, %34, %43, %60 : tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3F61B63A, 0x3F0F0E3F, 0x3EAE60F0], [0xBFE08BA6, 0x3FB92AF9, 0x3F19AEF3], [0x3EA2BD6E, 0xBF27F74F, 0x3F371229], [0x3E9DC7C9, 0xBFA75432, 0xBF33A850], [0x3C3BCDD4, 0x3F628BA6, 0xBEB14FB4], [0xBFBDC849, 0x3F36F2F9, 0x3E9F6CF6]]> : tensor<6x3xf32>
    %a1 = stablehlo.constant dense<[4, 0, 4]> : tensor<3xi32>
    %a2 = stablehlo.constant dense<[[0xBFB78872, 0xBEC0E1E6, 0xBF3A914E], [0xBFB96B8C, 0x3C33A12B, 0x4000EA52], [0x3F4F81B1, 0xBF3B9EB4, 0x3EB8A473]]> : tensor<3x3xf32>
    %r:7 = func.call @model(%a0, %a1, %a2) : (tensor<6x3xf32>, tensor<3xi32>, tensor<3x3xf32>) -> (tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBFB96B8C, 0x3C33A12B, 0x4000EA52], [0xBFE08BA6, 0x3FB92AF9, 0x3F19AEF3], [0x3EA2BD6E, 0xBF27F74F, 0x3F371229], [0x3E9DC7C9, 0xBFA75432, 0xBF33A850], [0x3F4F81B1, 0xBF3B9EB4, 0x3EB8A473], [0xBFBDC849, 0x3F36F2F9, 0x3E9F6CF6]]> : tensor<6x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xBF1120DE, 0x3F11DCC4, 0x4016B670], [0xBFE08BA6, 0x3FB92AF9, 0x3F19AEF3], [0x3EA2BD6E, 0xBF27F74F, 0x3F371229], [0x3E9DC7C9, 0xBFA75432, 0xBF33A850], [0xBF1C9FFB, 0xBE661004, 0xBF36E6EE], [0xBFBDC849, 0x3F36F2F9, 0x3E9F6CF6]]> : tensor<6x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBFA37B83, 0x3BC8C20C, 0x3F2FA029], [0xBFE08BA6, 0x3FB92AF9, 0x3F19AEF3], [0x3EA2BD6E, 0xBF27F74F, 0x3F371229], [0x3E9DC7C9, 0xBFA75432, 0xBF33A850], [0xBC5A4605, 0x3E7A31B3, 0x3DBA674F], [0xBFBDC849, 0x3F36F2F9, 0x3E9F6CF6]]> : tensor<6x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0xBFB96B8C, 0x3C33A12B, 0x3EAE60F0], [0xBFE08BA6, 0x3FB92AF9, 0x3F19AEF3], [0x3EA2BD6E, 0xBF27F74F, 0x3F371229], [0x3E9DC7C9, 0xBFA75432, 0xBF33A850], [0xBFB78872, 0xBF3B9EB4, 0xBF3A914E], [0xBFBDC849, 0x3F36F2F9, 0x3E9F6CF6]]> : tensor<6x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[0x3F61B63A, 0x3F0F0E3F, 0x4000EA52], [0xBFE08BA6, 0x3FB92AF9, 0x3F19AEF3], [0x3EA2BD6E, 0xBF27F74F, 0x3F371229], [0x3E9DC7C9, 0xBFA75432, 0xBF33A850], [0x3F4F81B1, 0x3F628BA6, 0x3EB8A473], [0xBFBDC849, 0x3F36F2F9, 0x3E9F6CF6]]> : tensor<6x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[[0x3F61B63A, 0x3F0F0E3F, 0x3EAE60F0], [0xBFE08BA6, 0x3FB92AF9, 0x3F19AEF3], [0x3EA2BD6E, 0xBF27F74F, 0x3F371229], [0xBF91F99A, 0xBFA5ECF0, 0x3FA8007C], [0x3C3BCDD4, 0x3F628BA6, 0xBEB14FB4], [0xBFBDC849, 0x3F36F2F9, 0x3E9F6CF6]]> : tensor<6x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[[0x3C3BCDD4, 0x3F628BA6, 0xBEB14FB4], [0x3F61B63A, 0x3F0F0E3F, 0x3EAE60F0], [0x3C3BCDD4, 0x3F628BA6, 0xBEB14FB4]]> : tensor<3x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
