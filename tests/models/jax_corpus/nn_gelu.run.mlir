// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x8xf32>
    %2 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x8xf32>
    %5 = chlo.erfc %4 : tensor<4x8xf32> -> tensor<4x8xf32>
    %6 = stablehlo.multiply %1, %5 : tensor<4x8xf32>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<4x8xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<4x8xf32>
    %11 = stablehlo.add %arg0, %10 : tensor<4x8xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4x8xf32>
    %14 = stablehlo.tanh %13 : tensor<4x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %16 = stablehlo.add %15, %14 : tensor<4x8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<4x8xf32>
    %19 = stablehlo.multiply %arg0, %18 : tensor<4x8xf32>
    return %6, %19 : tensor<4x8xf32>, tensor<4x8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FA47EBD, 0x3F6E374D, 0x3E6C2AEA, 0xBE151B87, 0xBFA3758C, 0x3F8FEAF9, 0xBDC3BF3E, 0xBDEA2079], [0x3EC8963B, 0xBDB438D0, 0xBFD128B1, 0x3EC5B51C, 0xBF1C6E7F, 0x3F889482, 0x3F0A3DE6, 0x3F3D2B59], [0x3FF9983B, 0xBDB7D255, 0xBEF338AA, 0x3E4D7CDF, 0x3EF798C8, 0x3E424649, 0xBE2FB41A, 0xBFCD9B64], [0x3E3D1F63, 0x3E5B2610, 0xBF9CAD39, 0x3F91FD36, 0x3F9EFE3D, 0xBF0DD596, 0x3D33B160, 0x3C72BCE7]]> : tensor<4x8xf32>
    %r:2 = func.call @model(%a0) : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F9425F5, 0x3F44474F, 0x3E0B9F4C, 0xBD83D84C, 0xBE03CF2B, 0x3F7A4B0B, 0xBD34D77F, 0xBD54D151], [0x3E82DC30, 0xBD279595, 0xBDAB167A, 0x3E809205, 0xBE294F10, 0x3F6A1AA8, 0x3EC30859, 0x3F11AA77], [0x3FF33517, 0xBD2AACC0, 0xBE1A62F3, 0x3DEE2B65, 0x3EA9C473, 0x3DDF81EC, 0xBD97C42B, 0xBDB1FC25], [0x3DD8D597, 0x3E0024A2, 0xBE0A76B3, 0x3F7EE354, 0x3F8DF74A, 0xBE246689, 0x3CB9FB11, 0x3BF59B73]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x3F941E78, 0x3F443EEA, 0x3E0B9F11, 0xBD83D860, 0xBE040AD8, 0x3F7A3E5C, 0xBD34D786, 0xBD54D160], [0x3E82DB47, 0xBD27959B, 0xBDAB6EDE, 0x3E809128, 0xBE295840, 0x3F6A0F25, 0x3EC3055E, 0x3F11A628], [0x3FF336E2, 0xBD2AACC6, 0xBE1A66B2, 0x3DEE2B20, 0x3EA9C274, 0x3DDF81B4, 0xBD97C450, 0xBDB25B42], [0x3DD8D564, 0x3E002475, 0xBE0AB00B, 0x3F7ED654, 0x3F8DF002, 0xBE246D0F, 0x3CB9FB11, 0x3BF59B73]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
