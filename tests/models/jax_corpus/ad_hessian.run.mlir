// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %6 = stablehlo.slice %5 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %7 = stablehlo.convert %6 : tensor<3x3xf32>
    %8 = stablehlo.sine %arg0 : tensor<3xf32>
    %9 = stablehlo.cosine %arg0 : tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %12 = stablehlo.multiply %7, %11 : tensor<3x3xf32>
    %13 = stablehlo.cosine %arg0 : tensor<3xf32>
    %14 = stablehlo.sine %arg0 : tensor<3xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<3x3xf32>
    %18 = stablehlo.negate %17 : tensor<3x3xf32>
    %19 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<3xf32>
    %21 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<3xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %26 = stablehlo.multiply %7, %25 : tensor<3x3xf32>
    %27 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.multiply %28, %arg0 : tensor<3xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %32 = stablehlo.multiply %7, %31 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %34 = stablehlo.multiply %33, %27 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %36 = stablehlo.multiply %35, %32 : tensor<3x3xf32>
    %37 = stablehlo.iota dim = 0 : tensor<1x1xi64>
    %38 = stablehlo.iota dim = 1 : tensor<1x1xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %39 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<1x1xi64>
    %40 = stablehlo.add %37, %39 : tensor<1x1xi64>
    %41 = stablehlo.compare EQ, %40, %38, SIGNED : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %42 = stablehlo.convert %41 : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %43 = stablehlo.slice %42 [0:1, 0:1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x1xf32>) -> tensor<1xf32>
    %45 = stablehlo.convert %44 : tensor<1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
    %47 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %48 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %49 = stablehlo.multiply %47, %46 : tensor<1x3xf32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<3x1x3xf32>
    %53 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %54 = stablehlo.broadcast_in_dim %26, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %55 = stablehlo.multiply %46, %53 : tensor<1x3xf32>
    %56 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %58 = stablehlo.multiply %57, %54 : tensor<3x1x3xf32>
    %59 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %60 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %63 = stablehlo.multiply %52, %62 : tensor<3x1x3xf32>
    %64 = stablehlo.broadcast_in_dim %49, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %66 = stablehlo.multiply %65, %60 : tensor<3x1x3xf32>
    %67 = stablehlo.add %63, %66 : tensor<3x1x3xf32>
    %68 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %69 = stablehlo.broadcast_in_dim %18, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %72 = stablehlo.multiply %58, %71 : tensor<3x1x3xf32>
    %73 = stablehlo.broadcast_in_dim %55, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %75 = stablehlo.multiply %74, %69 : tensor<3x1x3xf32>
    %76 = stablehlo.add %72, %75 : tensor<3x1x3xf32>
    %77 = stablehlo.add %67, %76 : tensor<3x1x3xf32>
    %78 = stablehlo.slice %77 [0:3, 0:1, 0:3] : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %79 = stablehlo.reshape %78 : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %81 = stablehlo.slice %80 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %81 : tensor<3x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3ED37401, 0xBE7AAD03, 0x3FB7532F]> : tensor<3xf32>
    %r:1 = func.call @model(%a0) : (tensor<3xf32>) -> (tensor<3x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3FF3A990, 0x0, 0x0], [0x0, 0x3F33868E, 0x0], [0x0, 0x0, 0x40E9A414]]> : tensor<3x3xf32> {tolerance = 1.5e-04 : f64}
    func.return
  }
}
