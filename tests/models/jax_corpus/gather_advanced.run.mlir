// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x5x6xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<4x2x6xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<4x5x1xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare LT, %arg2, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.add %arg2, %7 : tensor<3xi32>
    %9 = stablehlo.select %6, %8, %arg2 : tensor<3xi1>, tensor<3xi32>
    %10 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %12 = stablehlo.concatenate %10, %11, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %13 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5, 1>}> : (tensor<4x5x6xf32>, tensor<3x2xi32>) -> tensor<3x5xf32>
    %14 = stablehlo.slice %arg1 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.add %14, %17 : tensor<2xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<2xi1>, tensor<2xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = "stablehlo.gather"(%arg0, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 6>}> : (tensor<4x5x6xf32>, tensor<2x1xi32>) -> tensor<4x2x6xf32>
    %22 = stablehlo.slice %arg0 [1:4, 0:5:2, 5:6] : (tensor<4x5x6xf32>) -> tensor<3x3x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<3x3x1xf32>) -> tensor<3x3xf32>
    %24 = stablehlo.slice %arg0 [0:4, 0:5, 0:1] : (tensor<4x5x6xf32>) -> tensor<4x5x1xf32>
    %25 = stablehlo.reshape %24 : (tensor<4x5x1xf32>) -> tensor<4x5xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    return %13, %21, %23, %26 : tensor<3x5xf32>, tensor<4x2x6xf32>, tensor<3x3xf32>, tensor<4x5x1xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[0xBE12AE34, 0xBED1E7E6, 0x3F0FF949, 0x3F86F370, 0xBFA86C27, 0x4026B062], [0xBF17ABE3, 0xBDE1F0B8, 0x3F0D5F4D, 0x3F93CACB, 0xBCC0ABEB, 0x3F9ADE42], [0x3F788660, 0xBE454BC3, 0x3E682542, 0xBF4C9FEE, 0xBE2B959A, 0x3ECD56E8], [0x3EA73DE3, 0xBFF04E07, 0x3E99C6B5, 0xBEB74069, 0x3EAA4A3C, 0x3EC3B351], [0xBF9D8608, 0x3F92423D, 0x3EFDD0DB, 0xBFD87E5F, 0xBF918CA7, 0xBFD64443]], [[0xBF6AE643, 0x3F4D5DD4, 0x3F6D7B0F, 0x3C0B4CBC, 0xBEE0DAFD, 0xBEB11E53], [0xBFEEF8DA, 0x3FF7BAE0, 0xBF78455E, 0xBF2C9700, 0x3EF99573, 0xBF19381A], [0x3F001A82, 0xBF8CAB84, 0xBFA48B08, 0x3F0B9519, 0xC02C474A, 0x3F6DFE1D], [0xBF38C913, 0xBE57A149, 0xBE7E9673, 0xC00632A7, 0xC010F225, 0xBF8D04C4], [0x3F02698C, 0x3E4A33C2, 0xC021DE5A, 0x3FE8DEAB, 0x3E3F2156, 0x3F71A892]], [[0x3ED5BA49, 0xBF8B10E5, 0x3DAA3395, 0x3FA56BD9, 0x3E3503A0, 0x3E1AE468], [0xBE29DAF3, 0xBFA54CEA, 0x3EDF0BF6, 0x3EFADCB0, 0xBD2E6CFD, 0x3C9B883A], [0xBE9F4FE9, 0xBF7EED80, 0x3FC290C8, 0xBE24E05A, 0xBEF9D7BB, 0xBFAE00FF], [0x3F1B23F5, 0x3FE777EA, 0x3EBE4507, 0xBF841A9B, 0x3E1DCF2C, 0x3DFB50C1], [0xBE58C708, 0xBF163E2B, 0xBE8EE520, 0xBF9953E0, 0x4013EF65, 0xC0394B26]], [[0x3DE71CC6, 0x3F4E37DB, 0xBF029E39, 0x3D1344DD, 0xBEB20AF1, 0x3F0C8254], [0xBFB0F1C9, 0xBF3D6AAB, 0x3E4A8D52, 0x3E52F6F9, 0xBFE85C84, 0xBF11FDA4], [0xBCA90700, 0x3F068102, 0x3E5F6212, 0x3FCDE9E4, 0x3EB31847, 0x3EA5A6E2], [0xBEEDA52D, 0x3F3FC16E, 0x3EC7A2DC, 0xBF487478, 0xBE20737E, 0x3D012BC5], [0xC01D8AA2, 0xBF4B5ADF, 0x3EEA94E5, 0xBE02E18F, 0x3DF53874, 0xBF846DEF]]]> : tensor<4x5x6xf32>
    %a1 = stablehlo.constant dense<[2, 1, 2]> : tensor<3xi32>
    %a2 = stablehlo.constant dense<[4, 3, 0]> : tensor<3xi32>
    %r:4 = func.call @model(%a0, %a1, %a2) : (tensor<4x5x6xf32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3x5xf32>, tensor<4x2x6xf32>, tensor<3x3xf32>, tensor<4x5x1xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3E3503A0, 0xBD2E6CFD, 0xBEF9D7BB, 0x3E1DCF2C, 0x4013EF65], [0x3C0B4CBC, 0xBF2C9700, 0x3F0B9519, 0xC00632A7, 0x3FE8DEAB], [0x3ED5BA49, 0xBE29DAF3, 0xBE9F4FE9, 0x3F1B23F5, 0xBE58C708]]> : tensor<3x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[0x3F788660, 0xBE454BC3, 0x3E682542, 0xBF4C9FEE, 0xBE2B959A, 0x3ECD56E8], [0xBF17ABE3, 0xBDE1F0B8, 0x3F0D5F4D, 0x3F93CACB, 0xBCC0ABEB, 0x3F9ADE42]], [[0x3F001A82, 0xBF8CAB84, 0xBFA48B08, 0x3F0B9519, 0xC02C474A, 0x3F6DFE1D], [0xBFEEF8DA, 0x3FF7BAE0, 0xBF78455E, 0xBF2C9700, 0x3EF99573, 0xBF19381A]], [[0xBE9F4FE9, 0xBF7EED80, 0x3FC290C8, 0xBE24E05A, 0xBEF9D7BB, 0xBFAE00FF], [0xBE29DAF3, 0xBFA54CEA, 0x3EDF0BF6, 0x3EFADCB0, 0xBD2E6CFD, 0x3C9B883A]], [[0xBCA90700, 0x3F068102, 0x3E5F6212, 0x3FCDE9E4, 0x3EB31847, 0x3EA5A6E2], [0xBFB0F1C9, 0xBF3D6AAB, 0x3E4A8D52, 0x3E52F6F9, 0xBFE85C84, 0xBF11FDA4]]]> : tensor<4x2x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBEB11E53, 0x3F6DFE1D, 0x3F71A892], [0x3E1AE468, 0xBFAE00FF, 0xC0394B26], [0x3F0C8254, 0x3EA5A6E2, 0xBF846DEF]]> : tensor<3x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[[0xBE12AE34], [0xBF17ABE3], [0x3F788660], [0x3EA73DE3], [0xBF9D8608]], [[0xBF6AE643], [0xBFEEF8DA], [0x3F001A82], [0xBF38C913], [0x3F02698C]], [[0x3ED5BA49], [0xBE29DAF3], [0xBE9F4FE9], [0x3F1B23F5], [0xBE58C708]], [[0x3DE71CC6], [0xBFB0F1C9], [0xBCA90700], [0xBEEDA52D], [0xC01D8AA2]]]> : tensor<4x5x1xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
