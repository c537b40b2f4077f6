// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<9xf32>) -> (tensor<9xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:8:2] : (tensor<9xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %arg0 [1:9:2] : (tensor<9xf32>) -> tensor<4xf32>
    %2 = stablehlo.add %0, %1 : tensor<4xf32>
    %3 = stablehlo.slice %2 [0:3:2] : (tensor<4xf32>) -> tensor<2xf32>
    %4 = stablehlo.slice %2 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
    %5 = stablehlo.add %3, %4 : tensor<2xf32>
    %6 = stablehlo.slice %5 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %7 = stablehlo.slice %5 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %8 = stablehlo.add %6, %7 : tensor<1xf32>
    %9 = stablehlo.slice %8 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %10 = stablehlo.slice %5 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %11 = stablehlo.add %9, %10 : tensor<0xf32>
    %12 = stablehlo.slice %5 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %12, %11, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.pad %13, %cst, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.pad %8, %cst_0, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.add %14, %15 : tensor<2xf32>
    %17 = stablehlo.slice %16 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %18 = stablehlo.slice %2 [2:4:2] : (tensor<4xf32>) -> tensor<1xf32>
    %19 = stablehlo.add %17, %18 : tensor<1xf32>
    %20 = stablehlo.slice %2 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %21 = stablehlo.concatenate %20, %19, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %21, %cst_1, low = [0], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.pad %16, %cst_2, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.add %22, %23 : tensor<4xf32>
    %25 = stablehlo.slice %arg0 [2:9:2] : (tensor<9xf32>) -> tensor<4xf32>
    %26 = stablehlo.add %24, %25 : tensor<4xf32>
    %27 = stablehlo.slice %arg0 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.concatenate %27, %26, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.pad %28, %cst_3, low = [0], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<9xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.pad %24, %cst_4, low = [1], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<9xf32>
    %31 = stablehlo.add %29, %30 : tensor<9xf32>
    return %31 : tensor<9xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3D9E91FB, 0xBF00F70E, 0x3F9199FB, 0xBE052A85, 0xBF1B5ABD, 0xBEB546A0, 0x3EE69200, 0xBE50D69A, 0xBFDAD3D0]> : tensor<9xf32>
    %r:1 = func.call @model(%a0) : (tensor<9xf32>) -> (tensor<9xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3D9E91FB, 0xBEDA499D, 0x3F360F28, 0x3F14C486, 0xBCD2C6E0, 0xBEC2730E, 0x3D907BC8, 0xBE0898B8, 0xBFEBE6E7]> : tensor<9xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
