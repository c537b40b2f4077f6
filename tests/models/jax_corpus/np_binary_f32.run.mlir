// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}, tensor<12xf32> {jax.result_info = "result[10]"}, tensor<12xf32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<12xf32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<12xf32>
    %2 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %3 = stablehlo.add %arg0, %arg1 : tensor<12xf32>
    %4 = stablehlo.abs %1 : tensor<12xf32>
    %5 = stablehlo.negate %4 : tensor<12xf32>
    %6 = stablehlo.exponential %5 : tensor<12xf32>
    %7 = stablehlo.log_plus_one %6 : tensor<12xf32>
    %8 = stablehlo.add %0, %7 : tensor<12xf32>
    %9 = stablehlo.select %2, %3, %8 : tensor<12xi1>, tensor<12xf32>
    %10 = stablehlo.maximum %arg0, %arg1 : tensor<12xf32>
    %11 = stablehlo.subtract %arg0, %arg1 : tensor<12xf32>
    %12 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %13 = stablehlo.add %arg0, %arg1 : tensor<12xf32>
    %14 = stablehlo.abs %11 : tensor<12xf32>
    %15 = stablehlo.negate %14 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.693147182> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<12xf32>
    %18 = stablehlo.exponential %17 : tensor<12xf32>
    %19 = stablehlo.log_plus_one %18 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.44269502> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<12xf32>
    %22 = stablehlo.add %10, %21 : tensor<12xf32>
    %23 = stablehlo.select %12, %13, %22 : tensor<12xi1>, tensor<12xf32>
    %24 = stablehlo.atan2 %arg0, %arg1 : tensor<12xf32>
    %25 = call @hypot(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %26 = call @fmod(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %27 = call @remainder(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %28 = stablehlo.abs %arg0 : tensor<12xf32>
    %29 = stablehlo.power %28, %arg1 : tensor<12xf32>
    %30 = call @copysign(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %31 = stablehlo.maximum %arg0, %arg1 : tensor<12xf32>
    %32 = stablehlo.minimum %arg0, %arg1 : tensor<12xf32>
    %33 = chlo.next_after %arg0, %arg1 : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
    %34 = call @heaviside(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %9, %23, %24, %25, %26, %27, %29, %30, %31, %32, %33, %34 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @hypot(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.abs %arg0 : tensor<12xf32>
    %1 = stablehlo.abs %arg1 : tensor<12xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %6 = stablehlo.or %3, %5 : tensor<12xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<12xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = call @_where(%12, %13, %7) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %15 = stablehlo.divide %8, %14 : tensor<12xf32>
    %16 = chlo.square %15 : tensor<12xf32> -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.add %17, %16 : tensor<12xf32>
    %19 = stablehlo.sqrt %18 : tensor<12xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<12xf32>
    %21 = call @_where(%10, %7, %20) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %22 : tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_where_0(%arg0: tensor<12xi1>, %arg1: tensor<f32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %1 : tensor<12xf32>
  }
  func.func private @fmod(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @remainder(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.compare LT, %0, %3, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.compare LT, %arg1, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %7 = stablehlo.compare NE, %4, %6, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %8 = stablehlo.and %7, %2 : tensor<12xi1>
    %9 = stablehlo.add %0, %arg1 : tensor<12xf32>
    %10 = stablehlo.select %8, %9, %0 : tensor<12xi1>, tensor<12xf32>
    return %10 : tensor<12xf32>
  }
  func.func private @copysign(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = call @signbit(%arg1) : (tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.abs %arg0 : tensor<12xf32>
    %2 = stablehlo.negate %1 : tensor<12xf32>
    %3 = stablehlo.abs %arg0 : tensor<12xf32>
    %4 = call @_where(%0, %2, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @signbit(%arg0: tensor<12xf32>) -> tensor<12xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %5 = stablehlo.convert %4 : tensor<12xi1>
    return %5 : tensor<12xi1>
  }
  func.func private @heaviside(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %4 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %5 = call @_where(%4, %arg0, %arg1) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = call @_where_0(%3, %cst_1, %5) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where_0(%1, %cst_2, %6) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %7 : tensor<12xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE82BEA2, 0x3F7F44F7, 0x3EBF00F1, 0xBF08F0F9, 0xBFF9A4F4, 0xBF2592DD, 0xBF5E61C4, 0xBFE9DF05, 0xBE3DCE43, 0xBF6A710F, 0xBF24D217, 0x3EB33631]> : tensor<12xf32>
    %a1 = stablehlo.constant dense<[0xBA3BA637, 0xBDA47275, 0xBE5FF52A, 0x3E1B1AD0, 0xBF83A4F9, 0xBE09B4BE, 0xBF59F091, 0xBEBE53C2, 0x3F0B71D0, 0xBF7D3BB3, 0xBFAD40C5, 0xBF1570A3]> : tensor<12xf32>
    %r:12 = func.call @model(%a0, %a1) : (tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F12BCC0, 0x3FA5240E, 0x3F503F7A, 0x3F0F2711, 0xBF318F3E, 0x3EAB81D1, 0xBE2AD26C, 0xBE25EB6C, 0x3F7021D4, 0xBE84704E, 0xBE79B548, 0x3F2E78D6]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3F60A89B, 0x3FC743B3, 0x3F8DBC1E, 0x3F594543, 0xBED5805B, 0x3F21CA71, 0x3E0F622D, 0x3D9D4C96, 0x3F9CD8EB, 0x3D448355, 0x3D365DE2, 0x3F751833]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0xBFC96BB5, 0x3FD358DB, 0x400677B2, 0xBFA5BDFE, 0xC0039698, 0xBFE34D59, 0xC016269B, 0xBFE2C0D6, 0xBEA7EF45, 0xC01942E7, 0xC02CA584, 0x40267E50]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[0x3E82BEC4, 0x3F800C40, 0x3EDD688C, 0x3F0E534C, 0x400D1D2A, 0x3F291D67, 0x3F9BAF64, 0x3FEEA994, 0x3F134C0D, 0x3FAC8C0B, 0x3FBFDAB2, 0x3F2E3EDD]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[0xBA0A1F84, 0x3D099478, 0x3E1E0CB8, 0xBDA4E6E8, 0xBF6BFFF6, 0xBDDEF0F8, 0xBC8E2660, 0xBEAE2D0C, 0xBE3DCE43, 0xBF6A710F, 0xBF24D217, 0x3EB33631]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[0xBA0A1F84, 0xBD3F5072, 0xBD83D0E4, 0x3D914EB8, 0xBF6BFFF6, 0xBDDEF0F8, 0xBC8E2660, 0xBEAE2D0C, 0x3EB7FC7E, 0xBF6A710F, 0xBF24D217, 0xBE6F562A]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[0x3F802009, 0x3F800785, 0x3F9ECE5D, 0x3F68DAC9, 0x3F00C92D, 0x3F87B99A, 0x3F904C4F, 0x3F4C9CDD, 0x3ECC6ECF, 0x3F8BA338, 0x3FE84C38, 0x3FEC3C15]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#7, dense<[0xBE82BEA2, 0xBF7F44F7, 0xBEBF00F1, 0x3F08F0F9, 0xBFF9A4F4, 0xBF2592DD, 0xBF5E61C4, 0xBFE9DF05, 0x3E3DCE43, 0xBF6A710F, 0xBF24D217, 0xBEB33631]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#8, dense<[0xBA3BA637, 0x3F7F44F7, 0x3EBF00F1, 0x3E1B1AD0, 0xBF83A4F9, 0xBE09B4BE, 0xBF59F091, 0xBEBE53C2, 0x3F0B71D0, 0xBF6A710F, 0xBF24D217, 0x3EB33631]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#9, dense<[0xBE82BEA2, 0xBDA47275, 0xBE5FF52A, 0xBF08F0F9, 0xBFF9A4F4, 0xBF2592DD, 0xBF5E61C4, 0xBFE9DF05, 0xBE3DCE43, 0xBF7D3BB3, 0xBFAD40C5, 0xBF1570A3]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#10, dense<[0xBE82BEA1, 0x3F7F44F6, 0x3EBF00F0, 0xBF08F0F8, 0xBFF9A4F3, 0xBF2592DC, 0xBF5E61C3, 0xBFE9DF04, 0xBE3DCE42, 0xBF6A7110, 0xBF24D218, 0x3EB33630]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#11, dense<[0x0, 0x3F800000, 0x3F800000, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x3F800000]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
