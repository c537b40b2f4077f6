// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<4x8xf32> {jax.result_info = "result[4]"}, tensor<4x8xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}, tensor<4x8xf32> {jax.result_info = "result[7]"}, tensor<4x8xf32> {jax.result_info = "result[8]"}, tensor<4x8xf32> {jax.result_info = "result[9]"}, tensor<4x8xf32> {jax.result_info = "result[10]"}) {
    %0 = call @softplus(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = call @silu(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = call @relu6(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = call @elu(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = call @selu(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = call @celu(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = call @leaky_relu(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = call @hard_tanh(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %8 = call @log_sigmoid(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %9 = call @mish(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %10 = call @squareplus(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
  func.func private @softplus(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x8xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x8xf32>
    %7 = stablehlo.abs %3 : tensor<4x8xf32>
    %8 = stablehlo.negate %7 : tensor<4x8xf32>
    %9 = stablehlo.exponential %8 : tensor<4x8xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x8xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x8xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x8xi1>, tensor<4x8xf32>
    return %12 : tensor<4x8xf32>
  }
  func.func private @silu(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %1 = stablehlo.exponential %0 : tensor<4x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x8xf32>
    return %6 : tensor<4x8xf32>
  }
  func.func private @relu6(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
  func.func private @elu(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where(%3, %cst_1, %arg0) : (tensor<4x8xi1>, tensor<f64>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<4x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4x8xf32>
    %8 = call @_where_0(%1, %arg0, %7) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %8 : tensor<4x8xf32>
  }
  func.func private @_where(%arg0: tensor<4x8xi1>, %arg1: tensor<f64>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x8xi1>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @selu(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<1.6732632423543772> : tensor<f64>
    %0 = call @elu_1(%arg0, %cst) : (tensor<4x8xf32>, tensor<f64>) -> tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<1.05070102> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @elu_1(%arg0: tensor<4x8xf32>, %arg1: tensor<f64>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where(%3, %cst_1, %arg0) : (tensor<4x8xi1>, tensor<f64>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<4x8xf32>
    %6 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x8xf32>
    %9 = call @_where_0(%1, %arg0, %8) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %9 : tensor<4x8xf32>
  }
  func.func private @celu(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.minimum %arg0, %2 : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x8xf32>
    %6 = stablehlo.exponential_minus_one %5 : tensor<4x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<4x8xf32>
    %9 = stablehlo.add %1, %8 : tensor<4x8xf32>
    return %9 : tensor<4x8xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x8xf32>
    %4 = call @_where_0(%1, %arg0, %3) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %4 : tensor<4x8xf32>
  }
  func.func private @hard_tanh(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = call @_where_2(%3, %c, %arg0) : (tensor<4x8xi1>, tensor<i64>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %5 = call @_where_2(%1, %c_1, %4) : (tensor<4x8xi1>, tensor<i64>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %5 : tensor<4x8xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x8xi1>, %arg1: tensor<i64>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %1 = call @softplus(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = stablehlo.negate %1 : tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @mish(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = call @softplus(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.tanh %0 : tensor<4x8xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @squareplus(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = chlo.square %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<4x8xf32>
    %3 = stablehlo.sqrt %2 : tensor<4x8xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4x8xf32>
    return %6 : tensor<4x8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBF859832, 0xBF37A5CB, 0x3FE00DC0, 0xBEFF68A3, 0x3F9AEE2B, 0xBE866379, 0xBFE04EC6, 0xBDC62AFF], [0xBF0A8F4D, 0xBE86BBFC, 0xBF1B7930, 0x3F7A21C3, 0x3EBF1BDE, 0xBF412202, 0x3E36C6C4, 0xBED1C808], [0x3DC28208, 0x3F3731A5, 0x3F817E8D, 0xBF4CBCFF, 0xBE0300AE, 0xBF6F8EDA, 0x3FA638A3, 0xBFF84495], [0xBEDFF47A, 0x3F8CC8F0, 0x3EE6D610, 0xBF91B27E, 0xBF27FEF6, 0xBEB091D3, 0x3F802312, 0xBEB92612]]> : tensor<4x8xf32>
    %r:11 = func.call @model(%a0) : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3E9A7794, 0x3ECB7F2D, 0x3FF48DF1, 0x3EF2F362, 0x3FBC52E4, 0x3F120C00, 0x3E23B499, 0x3F255C14], [0x3EEADB1E, 0x3F11F8C2, 0x3EDEAB57, 0x3FA5F58C, 0x3F65A7D4, 0x3EC55A27, 0x3F494F96, 0x3F0255D5], [0x3F3DE416, 0x3F8E8BAD, 0x3FA93110, 0x3EBE0AB6, 0x3F2197FE, 0x3EA9718A, 0x3FC51BCF, 0x3E098C07], [0x3EFF1002, 0x3FB1914E, 0x3F719ADD, 0x3E8E4B16, 0x3ED5F9CE, 0x3F091720, 0x3FA8329A, 0x3F07520A]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xBE8B2BC2, 0xBE70ECC2, 0x3FBEE522, 0xBE40FE36, 0x3F6EB4FA, 0xBDE9B44A, 0xBE848F89, 0xBD3C9680], [0xBE4BE726, 0xBDEA3753, 0xBE5B52F1, 0x3F35BA51, 0x3E625DF7, 0xBE7719A9, 0x3DC70B9E, 0xBE27655A], [0x3D4BBCD7, 0x3EF61473, 0x3F3DEDC4, 0xBE7DF049, 0xBD7544C8, 0xBE86FE48, 0x3F829558, 0xBE79A4B9], [0xBE2FBDB0, 0x3F533E91, 0x3E8D011F, 0xBE8D686F, 0xBE658A51, 0xBE126BF5, 0x3F3B67BB, 0xBE18083E]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0x0, 0x0, 0x3FE00DC0, 0x0, 0x3F9AEE2B, 0x0, 0x0, 0x0], [0x0, 0x0, 0x0, 0x3F7A21C3, 0x3EBF1BDE, 0x0, 0x3E36C6C4, 0x0], [0x3DC28208, 0x3F3731A5, 0x3F817E8D, 0x0, 0x0, 0x0, 0x3FA638A3, 0x0], [0x0, 0x3F8CC8F0, 0x3EE6D610, 0x0, 0x0, 0x0, 0x3F802312, 0x0]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0xBF25D9B5, 0xBF031050, 0x3FE00DC0, 0xBEC918F4, 0x3F9AEE2B, 0xBE6C65A0, 0xBF539EE5, 0xBDBCE1DE], [0xBED6015E, 0xBE6CEDBE, 0xBEE90EA6, 0x3F7A21C3, 0x3EBF1BDE, 0xBF079BAC, 0x3E36C6C4, 0xBEAC1E7A], [0x3DC28208, 0x3F3731A5, 0x3F817E8D, 0xBF0CF1AD, 0xBDF5F02E, 0xBF1B9363, 0x3FA638A3, 0xBF5B3262], [0xBEB5661D, 0x3F8CC8F0, 0x3EE6D610, 0xBF2DFBD5, 0xBEF65FAA, 0xBE955761, 0x3F802312, 0xBE9B5E0E]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[0xBF91CA6F, 0xBF666C4C, 0x3FEB69D9, 0xBF30C651, 0x3FA2C915, 0xBECFCE00, 0xBFBA066D, 0xBE260974], [0xBF3C1F0F, 0xBED045A7, 0xBF4CDE6E, 0x3F83682B, 0x3EC8CC5B, 0xBF6E699A, 0x3E400B1B, 0xBF174D1B], [0x3DCC5EA4, 0x3F407B67, 0x3F880F51, 0xBF77CB2C, 0xBE583120, 0xBF88C241, 0x3FAEA619, 0xBFC0AF55], [0xBF1F7569, 0x3F93EC40, 0x3EF28A31, 0xBF98F0B9, 0xBF589320, 0xBF034748, 0x3F86A238, 0xBF08935F]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[[0xBF25D9B5, 0xBF031050, 0x3FE00DC0, 0xBEC918F4, 0x3F9AEE2B, 0xBE6C65A0, 0xBF539EE5, 0xBDBCE1DE], [0xBED6015E, 0xBE6CEDBE, 0xBEE90EA6, 0x3F7A21C3, 0x3EBF1BDE, 0xBF079BAC, 0x3E36C6C4, 0xBEAC1E7A], [0x3DC28208, 0x3F3731A5, 0x3F817E8D, 0xBF0CF1AD, 0xBDF5F02E, 0xBF1B9363, 0x3FA638A3, 0xBF5B3262], [0xBEB5661D, 0x3F8CC8F0, 0x3EE6D610, 0xBF2DFBD5, 0xBEF65FAA, 0xBE955761, 0x3F802312, 0xBE9B5E0E]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[[0xBC2B0040, 0xBBEB11A7, 0x3FE00DC0, 0xBBA3762B, 0x3F9AEE2B, 0xBB2C0472, 0xBC8F8E93, 0xBA7DA7AC], [0xBBB15B44, 0xBB2C75BD, 0xBBC70185, 0x3F7A21C3, 0x3EBF1BDE, 0xBBF735C5, 0x3E36C6C4, 0xBB864294], [0x3DC28208, 0x3F3731A5, 0x3F817E8D, 0xBC030851, 0xBAA7AEF3, 0xBC19512F, 0x3FA638A3, 0xBC9EE436], [0xBB8F54C9, 0x3F8CC8F0, 0x3EE6D610, 0xBC3A7E12, 0xBBD708E9, 0xBB620255, 0x3F802312, 0xBB6CFD87]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#7, dense<[[0xBF800000, 0xBF37A5CB, 0x3F800000, 0xBEFF68A3, 0x3F800000, 0xBE866379, 0xBF800000, 0xBDC62AFF], [0xBF0A8F4D, 0xBE86BBFC, 0xBF1B7930, 0x3F7A21C3, 0x3EBF1BDE, 0xBF412202, 0x3E36C6C4, 0xBED1C808], [0x3DC28208, 0x3F3731A5, 0x3F800000, 0xBF4CBCFF, 0xBE0300AE, 0xBF6F8EDA, 0x3F800000, 0xBF800000], [0xBEDFF47A, 0x3F800000, 0x3EE6D610, 0xBF800000, 0xBF27FEF6, 0xBEB091D3, 0x3F800000, 0xBEB92612]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#8, dense<[[0xBFAC3617, 0xBF8EB2B1, 0xBE240185, 0xBF792E02, 0xBE8592E3, 0xBF553DBC, 0xBFF4C559, 0xBF3E2174], [0xBF7FFCDC, 0xBF5556C0, 0xBF85676E, 0xBEA392A8, 0xBF0619E5, 0xBF91E78B, 0xBF1B9DE5, 0xBF6B39D9], [0xBF2593D5, 0xBECBCB69, 0xBE9ECA0E, 0xBF95E12D, 0xBF42582A, 0xBFA223D0, 0xBE77195F, 0xC004BB0B], [0xBF6F823E, 0xBE93217A, 0xBEFC5FAA, 0xBFB54544, 0xBF897DEE, 0xBF61600A, 0xBEA03E20, 0xBF63E513]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#9, dense<[[0xBE9C7FB5, 0xBE8AC0B3, 0x3FD67310, 0xBE61B2E9, 0x3F8B68DD, 0xBE0A9D56, 0xBE8E3ABA, 0xBD617C92], [0xBE6DC881, 0xBE0AE9C2, 0xBE7E9BD7, 0x3F57526F, 0x3E889EA6, 0xBE8DED5A, 0x3DEFEE10, 0xBE44E269], [0x3D75293A, 0x3F1388C2, 0x3F609A86, 0xBE915F43, 0xBD926F00, 0xBE9903CC, 0x3F979C7E, 0xBE849897], [0xBE4E5763, 0x3F7880D7, 0x3EAA1D53, 0xBE9DEBF3, 0xBE84C6CE, 0xBE2CE3E9, 0x3F5DC0AE, 0xBE335669]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#10, dense<[[0x3F1B2AE0, 0x3F342564, 0x400D103E, 0x3F47FDA3, 0x3FE314B4, 0x3F60991C, 0x3EE81E8C, 0x3F73E9F8], [0x3F43EDCE, 0x3F6085DD, 0x3F3DCE4A, 0x3FCCFDC5, 0x3F9A1944, 0x3F310A85, 0x3F8BEEA9, 0x3F50DF1E], [0x3F8638FD, 0x3FB5BEC3, 0x3FD030F4, 0x3F2D5700, 0x3F7025DA, 0x3F22DB59, 0x3FEBB9CA, 0x3ED8B0C6], [0x3F4E0FF2, 0x3FD878B7, 0x3FA01106, 0x3F14DC0A, 0x3F396E2F, 0x3F57A2AF, 0x3FCF351E, 0x3F55DD1E]]> : tensor<4x8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
