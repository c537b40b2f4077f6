// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xcomplex<f64>>) -> (tensor<6xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[6]"}) {
    %0 = chlo.sinh %arg0 : tensor<6xcomplex<f64>> -> tensor<6xcomplex<f64>>
    %1 = chlo.cosh %arg0 : tensor<6xcomplex<f64>> -> tensor<6xcomplex<f64>>
    %2 = stablehlo.tan %arg0 : tensor<6xcomplex<f64>>
    %3 = chlo.asin %arg0 : tensor<6xcomplex<f64>> -> tensor<6xcomplex<f64>>
    %4 = chlo.atan %arg0 : tensor<6xcomplex<f64>> -> tensor<6xcomplex<f64>>
    %5 = chlo.asinh %arg0 : tensor<6xcomplex<f64>> -> tensor<6xcomplex<f64>>
    %6 = chlo.square %arg0 : tensor<6xcomplex<f64>> -> tensor<6xcomplex<f64>>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[(-0.03457855433225632, 0.6570518612861633), (-1.1789131164550781, 0.17472870647907257), (0.42044922709465027, 0.046440791338682175), (-0.8071122765541077, -0.5150426626205444), (-0.5524280667304993, -0.038245897740125656), (-0.5159873962402344, 0.6807422637939453)]> : tensor<6xcomplex<f64>>
    %r:7 = func.call @model(%a0) : (tensor<6xcomplex<f64>>) -> (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>)
    check.expect_almost_eq_const %r#0, dense<[(-0.027384629515528447, 0.6111503713146494), (-1.4492058838994746, 0.3093023845974432), (0.43248005183295907, 0.05058827494624747), (-0.7811913335105622, -0.6619109736565056), (-0.5805331280946102, -0.0442209275529523), (-0.4190080301446721, 0.7150281481102709)]> : tensor<6xcomplex<f64>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[(0.7922697625714497, -0.02112427772380121), (1.7521349854287744, -0.25582665684462713), (1.0885236782940548, 0.020099167530449283), (1.1694583132709528, 0.4421526704357162), (1.1556628735031367, 0.02221384279806654), (0.8828709496676623, -0.3393503160914473)]> : tensor<6xcomplex<f64>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[(-0.023090383948576123, 0.5768584921087333), (-1.9974619684051031, 1.0090234475431463), (0.445956548880954, 0.05566071736573931), (-0.6505438338847018, -0.7958217131015872), (-0.6152085007811268, -0.05272479163652503), (-0.33110699115284636, 0.7031909694316628)]> : tensor<6xcomplex<f64>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[(-0.028899076398077615, 0.6173567401388386), (-1.3167914597927979, 0.6488514678480642), (0.43333496811610084, 0.05114814885480233), (-0.7268903100503252, -0.643842383984433), (-0.5845786258632848, -0.04584537050957342), (-0.4260439457919947, 0.6912013375334984)]> : tensor<6xcomplex<f64>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[(-0.060676118512127085, 0.7851881718716546), (-0.8736140440164891, 0.0726990237756498), (0.3986654596311356, 0.03947398629387405), (-0.7596189113160308, -0.3002650786179572), (-0.5051800998018577, -0.02930393367870081), (-0.6572917022002482, 0.5319384351598951)]> : tensor<6xcomplex<f64>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[(-0.04581704636041294, 0.71598759316502), (-1.0072757267110013, 0.11284607708691931), (0.409309894269199, 0.0428178903531532), (-0.7905602495812092, -0.397928106085536), (-0.5278779704790615, -0.03347914670259054), (-0.5952682746758385, 0.6134564566814983)]> : tensor<6xcomplex<f64>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[(-0.4305214719999028, -0.04543980696918748), (1.3593060152819747, -0.4119799277788161), (0.1746208054643258, 0.0390519896480257), (0.3861612826450944, 0.8313945119003137), (0.3037140202176488, 0.042256214697899974), (-0.1971670366365288, -0.7025088564114412)]> : tensor<6xcomplex<f64>> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
