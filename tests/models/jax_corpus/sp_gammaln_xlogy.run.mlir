// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}, tensor<16xf32> {jax.result_info = "result[5]"}) {
    %0 = chlo.lgamma %arg0 : tensor<16xf32> -> tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.compare NE, %arg0, %1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %4 = stablehlo.or %2, %3 : tensor<16xi1>
    %5 = stablehlo.log %arg1 : tensor<16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = call @_where(%4, %6, %7) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.compare NE, %arg0, %9, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %12 = stablehlo.or %10, %11 : tensor<16xi1>
    %13 = stablehlo.log_plus_one %arg1 : tensor<16xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = call @_where(%12, %14, %15) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.compare LT, %arg1, %17, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.compare NE, %arg1, %20, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %22 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %23 = stablehlo.or %21, %22 : tensor<16xi1>
    %24 = stablehlo.log %arg1 : tensor<16xf32>
    %25 = stablehlo.multiply %arg1, %24 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = call @_where(%23, %25, %26) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %28 = stablehlo.negate %27 : tensor<16xf32>
    %29 = stablehlo.select %18, %19, %28 : tensor<16xi1>, tensor<16xf32>
    %30 = stablehlo.negate %arg0 : tensor<16xf32>
    %31 = stablehlo.exponential %30 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.add %32, %31 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.divide %34, %33 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.divide %arg1, %36 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.subtract %38, %37 : tensor<16xf32>
    %40 = stablehlo.divide %37, %39 : tensor<16xf32>
    %41 = stablehlo.log %40 : tensor<16xf32>
    return %0, %8, %16, %29, %35, %41 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40944079, 0x40B61F18, 0x3FFD2ED4, 0x3EB63388, 0x402C13D2, 0x3EB383D4, 0x407EBB07, 0x4072B112, 0x401DED03, 0x4009577F, 0x40621289, 0x40A9DA3D, 0x3FBB8940, 0x3F7268E2, 0x3F24E964, 0x408B5E9A]> : tensor<16xf32>
    %a1 = stablehlo.constant dense<[0x40944079, 0x40B61F18, 0x3FFD2ED4, 0x3EB63388, 0x402C13D2, 0x3EB383D4, 0x407EBB07, 0x4072B112, 0x401DED03, 0x4009577F, 0x40621289, 0x40A9DA3D, 0x3FBB8940, 0x3F7268E2, 0x3F24E964, 0x408B5E9A]> : tensor<16xf32>
    %r:6 = func.call @model(%a0, %a1) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x4028FD1E, 0x4088A0AA, 0xBC15DC00, 0x3F6AD5A2, 0x3EDA0988, 0x3F6EC910, 0x3FE229DE, 0x3FC4B68B, 0x3E8638F8, 0x3D8C0C00, 0x3F9E51BC, 0x4069BAF2, 0xBDF8CA80, 0x3D074300, 0x3EAACA20, 0x40105880]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x40E34BD7, 0x411E5955, 0x3FACB107, 0xBEBC40AE, 0x402A31F5, 0xBEBC24BF, 0x40AFEEC2, 0x40A1BE31, 0x400EA533, 0x3FD1BED8, 0x408EA607, 0x410DC228, 0x3F0F416D, 0xBD539171, 0xBE910BA9, 0x40CD1140]> : tensor<16xf32> {tolerance = 2.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x410022AF, 0x412D16C3, 0x400A2490, 0x3DDDE021, 0x40609BD1, 0x3DD7D1F6, 0x40CC7AF3, 0x40BE24E1, 0x40445FDE, 0x401D6908, 0x40AAD35F, 0x411C6AD2, 0x3FA93402, 0x3F218116, 0x3EA400D3, 0x40E9DFC6]> : tensor<16xf32> {tolerance = 2.2e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[0xC0E34BD7, 0xC11E5955, 0xBFACB107, 0x3EBC40AE, 0xC02A31F5, 0x3EBC24BF, 0xC0AFEEC2, 0xC0A1BE31, 0xC00EA533, 0xBFD1BED8, 0xC08EA607, 0xC10DC228, 0xBF0F416D, 0x3D539171, 0x3E910BA9, 0xC0CD1140]> : tensor<16xf32> {tolerance = 2.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[0x3F7D88B0, 0x3F7F238C, 0x3F60E335, 0x3F1689AE, 0x3F6FB51A, 0x3F163658, 0x3F7B4E13, 0x3F7A5ACE, 0x3F6BFD99, 0x3F6531CE, 0x3F78BA76, 0x3F7EBD0B, 0x3F4FF3E8, 0x3F38724A, 0x3F27DBE6, 0x3F7CC146]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[0x3F2BE756, 0x3FBC25B4, 0xBF6E8707, 0xC03B531C, 0xBEF1C103, 0xC03C5367, 0x3E8D5FC5, 0x3E2B4B3A, 0xBF1BA69F, 0xBF50F3D8, 0x3C9795FE, 0x3F9254FD, 0xBFAA20D9, 0xBFED7475, 0xC012813A, 0x3EFF6748]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
