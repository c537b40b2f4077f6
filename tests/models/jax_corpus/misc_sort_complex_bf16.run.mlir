// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<6xbf16>) -> (tensor<5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2xbf16> {jax.result_info = "result[1][0]"}, tensor<2xi32> {jax.result_info = "result[1][1]"}) {
    %0 = call @sort(%arg0) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %values, %indices = chlo.top_k(%arg1, k = 2) : tensor<6xbf16> -> (tensor<2xbf16>, tensor<2xi32>)
    return %0, %values, %indices : tensor<5xcomplex<f32>>, tensor<2xbf16>, tensor<2xi32>
  }
  func.func private @sort(%arg0: tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_9, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_10, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    return %0 : tensor<5xcomplex<f32>>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[(-0.5544843673706055, -0.5637688040733337), (0.6114728450775146, 1.0636863708496094), (0.7828671336174011, -0.18373902142047882), (-0.7453650832176208, -0.6085513830184937), (-1.0209366083145142, 0.9143385887145996)]> : tensor<5xcomplex<f32>>
    %a1 = stablehlo.constant dense<[0x3F09, 0xBFC7, 0x3F32, 0xBF3B, 0xBFCD, 0xBFD7]> : tensor<6xbf16>
    %r:3 = func.call @model(%a0, %a1) : (tensor<5xcomplex<f32>>, tensor<6xbf16>) -> (tensor<5xcomplex<f32>>, tensor<2xbf16>, tensor<2xi32>)
    check.expect_almost_eq_const %r#0, dense<[(-1.0209366083145142, 0.9143385887145996), (-0.7453650832176208, -0.6085513830184937), (-0.5544843673706055, -0.5637688040733337), (0.6114728450775146, 1.0636863708496094), (0.7828671336174011, -0.18373902142047882)]> : tensor<5xcomplex<f32>> {tolerance = 4.1e-02 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3F32, 0x3F09]> : tensor<2xbf16> {tolerance = 3.0e-02 : f64}
    check.expect_eq_const %r#2, dense<[2, 0]> : tensor<2xi32>
    func.return
  }
}
