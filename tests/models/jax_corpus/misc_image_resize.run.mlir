// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<1x3x3x2xf32>) -> (tensor<1x6x6x2xf32> {jax.result_info = "result"}) {
    %0 = call @_resize(%arg0) : (tensor<1x3x3x2xf32>) -> tensor<1x6x6x2xf32>
    return %0 : tensor<1x6x6x2xf32>
  }
  func.func private @_resize(%arg0: tensor<1x3x3x2xf32>) -> tensor<1x6x6x2xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f64>
    %1 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.add %1, %2 : tensor<6xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %5 = stablehlo.multiply %3, %4 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %7 = stablehlo.subtract %5, %6 : tensor<6xf64>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %9 = stablehlo.subtract %7, %8 : tensor<6xf64>
    %10 = stablehlo.iota dim = 0 : tensor<3xf64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x6xf64>
    %15 = stablehlo.subtract %13, %14 : tensor<3x6xf64>
    %16 = stablehlo.abs %15 : tensor<3x6xf64>
    %17 = stablehlo.convert %0 : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %19 = stablehlo.divide %16, %18 : tensor<3x6xf64>
    %20 = stablehlo.abs %19 : tensor<3x6xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %22 = stablehlo.subtract %21, %20 : tensor<3x6xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %24 = stablehlo.maximum %23, %22 : tensor<3x6xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<3x6xf64>, tensor<f64>) -> tensor<6xf64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %27 = stablehlo.abs %26 : tensor<1x6xf64>
    %cst_8 = stablehlo.constant dense<1.1920928955078125E-4> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<1x6xf64>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<1x6xf64>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xi1>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %32 = call @_where(%31, %26, %c) : (tensor<1x6xi1>, tensor<1x6xf64>, tensor<i64>) -> tensor<1x6xf64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %34 = stablehlo.divide %24, %33 : tensor<3x6xf64>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %35 = call @_where_0(%29, %34, %c_10) : (tensor<1x6xi1>, tensor<3x6xf64>, tensor<i64>) -> tensor<3x6xf64>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_12 = stablehlo.constant dense<2.500000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %40 = stablehlo.and %37, %39 : tensor<6xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<6xi1>) -> tensor<1x6xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %42 = call @_where_0(%41, %35, %c_13) : (tensor<1x6xi1>, tensor<3x6xf64>, tensor<i64>) -> tensor<3x6xf64>
    %43 = stablehlo.convert %42 : (tensor<3x6xf64>) -> tensor<3x6xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.maximum %cst_14, %cst_15 : tensor<f64>
    %45 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %47 = stablehlo.add %45, %46 : tensor<6xf64>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %49 = stablehlo.multiply %47, %48 : tensor<6xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %51 = stablehlo.subtract %49, %50 : tensor<6xf64>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %53 = stablehlo.subtract %51, %52 : tensor<6xf64>
    %54 = stablehlo.iota dim = 0 : tensor<3xf64>
    %55 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x6xf64>
    %59 = stablehlo.subtract %57, %58 : tensor<3x6xf64>
    %60 = stablehlo.abs %59 : tensor<3x6xf64>
    %61 = stablehlo.convert %44 : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %63 = stablehlo.divide %60, %62 : tensor<3x6xf64>
    %64 = stablehlo.abs %63 : tensor<3x6xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %66 = stablehlo.subtract %65, %64 : tensor<3x6xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %68 = stablehlo.maximum %67, %66 : tensor<3x6xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.reduce(%68 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<3x6xf64>, tensor<f64>) -> tensor<6xf64>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %71 = stablehlo.abs %70 : tensor<1x6xf64>
    %cst_23 = stablehlo.constant dense<1.1920928955078125E-4> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<1x6xf64>
    %73 = stablehlo.compare GT, %71, %72, FLOAT : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<1x6xf64>
    %75 = stablehlo.compare NE, %70, %74, FLOAT : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i64>
    %76 = call @_where(%75, %70, %c_25) : (tensor<1x6xi1>, tensor<1x6xf64>, tensor<i64>) -> tensor<1x6xf64>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %78 = stablehlo.divide %68, %77 : tensor<3x6xf64>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %79 = call @_where_0(%73, %78, %c_26) : (tensor<1x6xi1>, tensor<3x6xf64>, tensor<i64>) -> tensor<3x6xf64>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %81 = stablehlo.compare GE, %53, %80, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_28 = stablehlo.constant dense<2.500000e+00> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %83 = stablehlo.compare LE, %53, %82, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %84 = stablehlo.and %81, %83 : tensor<6xi1>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<6xi1>) -> tensor<1x6xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i64>
    %86 = call @_where_0(%85, %79, %c_29) : (tensor<1x6xi1>, tensor<3x6xf64>, tensor<i64>) -> tensor<3x6xf64>
    %87 = stablehlo.convert %86 : (tensor<3x6xf64>) -> tensor<3x6xf32>
    %88 = stablehlo.dot_general %43, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x6xf32>, tensor<1x3x3x2xf32>) -> tensor<6x1x3x2xf32>
    %89 = stablehlo.dot_general %88, %87, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x1x3x2xf32>, tensor<3x6xf32>) -> tensor<6x1x2x6xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0, 3, 2] : (tensor<6x1x2x6xf32>) -> tensor<1x6x6x2xf32>
    return %90 : tensor<1x6x6x2xf32>
  }
  func.func private @_where(%arg0: tensor<1x6xi1>, %arg1: tensor<1x6xf64>, %arg2: tensor<i64>) -> tensor<1x6xf64> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<1x6xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x6xi1>, tensor<1x6xf64>
    return %2 : tensor<1x6xf64>
  }
  func.func private @_where_0(%arg0: tensor<1x6xi1>, %arg1: tensor<3x6xf64>, %arg2: tensor<i64>) -> tensor<3x6xf64> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x6xi1>) -> tensor<3x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<3x6xi1>, tensor<3x6xf64>
    return %3 : tensor<3x6xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[[0x3EA5D41F, 0xBFCDD63F], [0xC01643D5, 0x3F52AEEF], [0x3E7DD804, 0xBFF9328D]], [[0xBF816215, 0x3E7345EE], [0x3FFF0B3D, 0xBE43A170], [0x3F65965C, 0xBF18A34B]], [[0x3ED99E8A, 0xBF767A3B], [0xBF872777, 0x3F68F4D4], [0xBEE79F2F, 0xBFAE451A]]]]> : tensor<1x3x3x2xf32>
    %r:1 = func.call @model(%a0) : (tensor<1x3x3x2xf32>) -> (tensor<1x6x6x2xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[[0x3EA5D41F, 0xBFCDD63F], [0xBEB02893, 0xBF800AD1], [0xBFD7087E, 0x3E5C604E], [0xBFD97700, 0x3E05A7B2], [0xBECD56A8, 0xBFA0900C], [0x3E7DD804, 0xBFF9328D]], [[0xBC205FC0, 0xBF92C680], [0xBEA56530, 0xBF37B779], [0xBF7314CA, 0x3E0FCE54], [0xBF5834E4, 0x3CCB3570], [0xBC04B9A0, 0xBF88429A], [0x3ED1FC30, 0xBFCDFA53]], [[0xBF2D589C, 0xBE65380C], [0xBE8FDE67, 0xBE1BEC92], [0x3F02E39D, 0xBC1559EC], [0x3F5D3D55, 0xBE3F1B5B], [0x3F471DF6, 0xBF2F4F71], [0x3F3C0E45, 0xBF6F13BF]], [[0xBF26DF4F, 0xBD800B92], [0xBE39A0CC, 0xBCD3AB36], [0x3F428604, 0x3D42AD77], [0x3F880688, 0xBE08F035], [0x3F3A2CEF, 0xBF11D208], [0x3F0F3CDF, 0xBF499D05]], [[0x3D87534A, 0xBF29A74D], [0xBCC3B2C2, 0xBEAD3C30], [0xBE50B653, 0x3E9EE8A6], [0xBE7F16D7, 0x3E3BE81E], [0xBE2397E4, 0xBF380CFA], [0xBDEBB0D5, 0xBF95C83D]], [[0x3ED99E8A, 0xBF767A3B], [0x3D607B88, 0xBEFD3CEE], [0xBF2F8761, 0x3EE23220], [0xBF67AF18, 0x3EAF2A24], [0xBF1A6F6D, 0xBF4B2A73], [0xBEE79F2F, 0xBFAE451A]]]]> : tensor<1x6x6x2xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
