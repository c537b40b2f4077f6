// Exported by tests/models/export_jax.py with JAX 0.10.2; do not edit.
// RUN: stablehlo-translate-go --interpret %s
module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x3xf32>, %arg4: tensor<3xf32>) -> (tensor<4x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x16xf32>
    %4 = stablehlo.tanh %3 : tensor<4x16xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x3xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %8 = stablehlo.add %5, %7 : tensor<4x3xf32>
    %9 = stablehlo.negate %8 : tensor<4x3xf32>
    %10 = stablehlo.exponential %9 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %12 = stablehlo.add %11, %10 : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %14 = stablehlo.divide %13, %12 : tensor<4x3xf32>
    return %14 : tensor<4x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBFCD4A86, 0x3D8346D1, 0x3F3DAB0D, 0x3E1C4835, 0x3F5D1E52, 0x403A7038, 0xBFBD4A15, 0x3F720A84], [0xBFD543ED, 0x3EAFFF4A, 0xBF032F83, 0x3FA970EF, 0xBF5C3B53, 0x3F04FD82, 0xBFA1F03B, 0xC00A2F55], [0x3EDE9573, 0x3FDDDC6D, 0x3F052783, 0xBF8046F8, 0x3E896496, 0x3F446590, 0x3F987B9A, 0xBF94260A], [0x3F323F5E, 0x3EB3E890, 0xBD04C5AE, 0x3C57F78D, 0xBF2DE353, 0xBF1EDB30, 0x3FAA653A, 0x3E84867B]]> : tensor<4x8xf32>
    %a1 = stablehlo.constant dense<[[0xBEF6850F, 0xC01F797B, 0xBF60667C, 0xBF01690C, 0xBFA43D94, 0xBFAA4834, 0x3F537440, 0xBE7D25EF, 0xBFD98FF8, 0xBFAAE64A, 0xBE996A45, 0x3F8EB1FE, 0xBFC0D201, 0x3FCB88CB, 0xBEF982B0, 0xBFDB0565], [0x3F0359E1, 0x3FB7F2A1, 0xBE63209E, 0x3F2618D7, 0xBEA2C2A2, 0xBC33DE24, 0x3FD52C5E, 0x3F655242, 0xBF99EED6, 0x40332D17, 0xBF82B68F, 0x3F591D8A, 0x3EFF04AF, 0xBDACEFBD, 0x3E4F5A69, 0xBE27BCB4], [0x3F56498C, 0xBF366272, 0xBF964A8B, 0x3EF35652, 0x3FDE62F4, 0xBE0BEC51, 0x3FDA0648, 0xBDB4ABD2, 0x3FC753B6, 0x3F76A208, 0x3F05D162, 0x3F6FE917, 0xBF563FB0, 0x3DC8D7EC, 0xBFC907E5, 0xBFE3D30A], [0x3F6B38DB, 0xBE18A539, 0x3F80B8B2, 0x3E06298E, 0xBF45E66A, 0x40393C55, 0x3FB0441B, 0x3E2F921E, 0x3CB63556, 0x3FD38B35, 0xBEA4CCD4, 0x3FC324EF, 0x3F279437, 0xBFA93198, 0x3F3E4554, 0x3F8F0655], [0x3F0BE4C4, 0x3F76CC2E, 0x3FAFF8BF, 0xBEFB896D, 0x40104051, 0x3E257E31, 0x3F557287, 0xBFCA4107, 0x3F815ADC, 0x3F38CC55, 0xBF1568E9, 0x3F2ECEF4, 0x3F015FA7, 0x3F802FC5, 0x3F373E6A, 0xBF0DEAD7], [0x3D60CA58, 0xBFD96D43, 0x3CAFD322, 0xBF0405FD, 0x3F88CFB9, 0x3FABD978, 0x3F242CDD, 0xBFED0AE4, 0x3F055DBE, 0xBF8D6DE5, 0x3EE02F7C, 0x3E221078, 0xBF8B9788, 0xBFA8EC74, 0x3F56B1DD, 0x4007AA36], [0xBD4B0C78, 0x3EA6C1DE, 0xBF0C5EEC, 0xBE8A6743, 0xBFD61E7D, 0x3DA9A3B9, 0x3E42C1E2, 0xBE9DCD54, 0x3DDB5122, 0xBEB6C619, 0x3FAB3414, 0xBD9C182F, 0x3E86D8DA, 0x3F76000A, 0x3E42BEF0, 0x3ECEE2CE], [0xBFE9A599, 0xBE7EE06D, 0x3FF50E41, 0x3EC7FDD4, 0x3F831080, 0x3EC94464, 0x3FF0E301, 0xBF3F8DE6, 0xBF4E9986, 0x3F2849C4, 0x3F49486B, 0x3EA2726E, 0x3E9798CE, 0xBF2A680C, 0x3F84876C, 0x3D151AD6]]> : tensor<8x16xf32>
    %a2 = stablehlo.constant dense<[0x3EFF4111, 0xBEF4BB2A, 0x40033F60, 0xBEE65F61, 0x3E2ABE0A, 0xBF8D245E, 0xBF4FDE1E, 0xBD3B335E, 0xBF5292E2, 0x3E010019, 0xBF56F723, 0x3DF97945, 0x3CE4F725, 0x3F9DAB87, 0xBF013C8B, 0xBF8CD16F]> : tensor<16xf32>
    %a3 = stablehlo.constant dense<[[0xBF4D574F, 0xC00A7B19, 0xC00C11CD], [0x3F80C793, 0x40080693, 0xBEC40E25], [0x3DBD45E4, 0xBEE76E61, 0x3F73AA28], [0xBE31586A, 0xBDFE30C9, 0xBE1D08A3], [0xBFCF32E7, 0x3F53D676, 0xBF9C753C], [0x400D91B0, 0x3FAC6D8D, 0x3E42105B], [0xC02EB8FF, 0x3D1619D8, 0x3F3D1E24], [0x3EBFDAE8, 0xBF257246, 0x400121BC], [0x3F3B2F2E, 0xBE6B2899, 0x40093921], [0x3ECB56B4, 0x3E234B35, 0x3EC67BEF], [0x3F9B7A57, 0x3EA045AE, 0x3E610D8D], [0x3E80B032, 0x3FF318A6, 0x3DA13825], [0xBFAD0BBB, 0xBF454F44, 0xBEFB3384], [0x3F8A2FA7, 0x3F9657AE, 0xBEAB4609], [0x3A44DF10, 0xBE96DD1F, 0xBFB7A350], [0xBF8CF044, 0xBFA7D8EB, 0x3E8BB2B8]]> : tensor<16x3xf32>
    %a4 = stablehlo.constant dense<[0x3F4C8481, 0xBE15A489, 0xBEF872AC]> : tensor<3xf32>
    %r:1 = func.call @model(%a0, %a1, %a2, %a3, %a4) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3CCAE870, 0x3D8C1CB9, 0x3E76D9BF], [0x3F7AD215, 0x3B8BACC1, 0x3F7314D6], [0x3EFAADED, 0x3F5F60A3, 0x3D38CAAC], [0x3F6C50BB, 0x3F33BBDD, 0x3F72A3C9]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
