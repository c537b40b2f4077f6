// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = chlo.acos %arg0 : tensor<6xcomplex<f32>> -> tensor<6xcomplex<f32>>
    %1 = call @arccosh(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %2 = chlo.atanh %arg0 : tensor<6xcomplex<f32>> -> tensor<6xcomplex<f32>>
    return %0, %1, %2 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>
  }
  func.func private @arccosh(%arg0: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
    %0 = chlo.acosh %arg0 : tensor<6xcomplex<f32>> -> tensor<6xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %4 = stablehlo.negate %0 : tensor<6xcomplex<f32>>
    %5 = call @_where(%3, %4, %0) : (tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    return %5 : tensor<6xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xcomplex<f32>>, %arg2: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xcomplex<f32>>
    return %0 : tensor<6xcomplex<f32>>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[(0.34401434659957886, -0.497170090675354), (-0.02722335420548916, 0.2792796790599823), (0.1840934008359909, -0.015021326951682568), (-0.036276280879974365, -0.5892369747161865), (-0.34349218010902405, 1.2761681079864502), (-0.04236757755279541, -0.04928578436374664)]> : tensor<6xcomplex<f32>>
    %r:3 = func.call @model(%a0) : (tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>)
    check.expect_almost_eq_const %r#0, dense<[(1.260899305343628, 0.5008352994918823), (1.5970185995101929, -0.27586349844932556), (1.3856687545776367, 0.015281867235898972), (1.6020514965057373, 0.5598219037055969), (1.7812758684158325, -1.0814762115478516), (1.6131250858306885, 0.04930998384952545)]> : tensor<6xcomplex<f32>> {tolerance = 2.1e-03 : f64}
    check.expect_almost_eq_const %r#1, dense<[(0.5008352994918823, -1.260899305343628), (0.27586349844932556, 1.5970185995101929), (0.015281867235898972, -1.3856687545776367), (0.5598219037055969, -1.6020514965057373), (1.0814762115478516, 1.7812758684158325), (0.04930998384952545, -1.6131250858306885)]> : tensor<6xcomplex<f32>> {tolerance = 2.1e-03 : f64}
    check.expect_almost_eq_const %r#2, dense<[(0.27723100781440735, -0.5014205574989319), (-0.02525775507092476, 0.2725188434123993), (0.18617188930511475, -0.015546884387731552), (-0.026926888152956963, -0.5328953266143799), (-0.12777173519134521, 0.9276852011680603), (-0.04228992015123367, -0.04933413118124008)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-03 : f64}
    func.return
  }
}
