// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<6xf32> {jax.result_info = "result[7]"}, tensor<6xf32> {jax.result_info = "result[8]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %1 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %2 = stablehlo.negate %1 : tensor<6xf32>
    %3 = stablehlo.complex %0, %2 : tensor<6xcomplex<f32>>
    %4 = stablehlo.abs %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %5 = stablehlo.exponential %arg0 : tensor<6xcomplex<f32>>
    %6 = stablehlo.log %arg0 : tensor<6xcomplex<f32>>
    %7 = stablehlo.sqrt %arg0 : tensor<6xcomplex<f32>>
    %8 = stablehlo.multiply %arg0, %arg0 : tensor<6xcomplex<f32>>
    %9 = call @angle(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %10 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %11 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %12 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %13 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %15 = stablehlo.compare EQ, %12, %14, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %16 = stablehlo.sine %12 : tensor<6xf32>
    %17 = stablehlo.cosine %12 : tensor<6xf32>
    %18 = stablehlo.exponential_minus_one %13 : tensor<6xf32>
    %19 = stablehlo.negate %13 : tensor<6xf32>
    %20 = stablehlo.exponential_minus_one %19 : tensor<6xf32>
    %21 = stablehlo.subtract %18, %20 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %23 = stablehlo.divide %21, %22 : tensor<6xf32>
    %24 = stablehlo.add %18, %20 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %26 = stablehlo.add %24, %25 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %28 = stablehlo.divide %26, %27 : tensor<6xf32>
    %29 = stablehlo.multiply %16, %28 : tensor<6xf32>
    %30 = stablehlo.multiply %17, %23 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %32 = stablehlo.complex %31, %30 : tensor<6xcomplex<f32>>
    %33 = stablehlo.complex %29, %30 : tensor<6xcomplex<f32>>
    %34 = stablehlo.select %15, %32, %33 : tensor<6xi1>, tensor<6xcomplex<f32>>
    %35 = stablehlo.tanh %arg0 : tensor<6xcomplex<f32>>
    return %3, %4, %5, %6, %7, %8, %9, %10, %11, %34, %35 : tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<6xcomplex<f32>>) -> tensor<6xf32> {
    %0 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %1 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[(1.4300169944763184, -0.26182642579078674), (0.19758251309394836, -0.2106170952320099), (-1.1958569288253784, 0.28761792182922363), (-0.4202832877635956, -0.18059277534484863), (-1.2930712699890137, -0.022569892928004265), (-0.2648514211177826, 0.9625750780105591)]> : tensor<6xcomplex<f32>>
    %r:11 = func.call @model(%a0) : (tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>)
    check.expect_almost_eq_const %r#0, dense<[(1.4300169944763184, 0.26182642579078674), (0.19758251309394836, 0.2106170952320099), (-1.1958569288253784, -0.28761792182922363), (-0.4202832877635956, 0.18059277534484863), (-1.2930712699890137, 0.022569892928004265), (-0.2648514211177826, -0.9625750780105591)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3FBA15C0, 0x3E93DC00, 0x3F9D6F48, 0x3EEA35A4, 0x3FA589D1, 0x3F7F93AE]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[(4.036352634429932, -1.0816543102264404), (1.1915284395217896, -0.254734069108963), (0.2900209426879883, 0.0857941210269928), (0.6461784243583679, -0.11798055469989777), (0.27435675263404846, -0.006193253677338362), (0.43845322728157043, 0.6297131776809692)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[(0.3741730749607086, -0.181087464094162), (-1.242063045501709, -0.8173192143440247), (0.2069804072380066, 2.9055635929107666), (-0.7821084856987, -2.7357537746429443), (0.25717252492904663, -3.1241400241851807), (-0.0016542053781449795, 1.8393008708953857)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[(1.2007925510406494, -0.1090223416686058), (0.4931381046772003, -0.21354778110980988), (0.13057860732078552, 1.1013209819793701), (0.13630332052707672, -0.6624665260314941), (0.009923657402396202, -1.1371761560440063), (0.6055971384048462, 0.7947322130203247)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[(1.9763954877853394, -0.7488324642181396), (-0.005320711527019739, -0.08322851359844208), (1.347349762916565, -0.6878997683525085), (0.1440242975950241, 0.1518002450466156), (1.671523928642273, 0.05836895853281021), (-0.8564045429229736, -0.5098787546157837)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[0xBE396EFE, 0xBF513BD5, 0x4039F4C1, 0xC02F1697, 0xC047F1E9, 0x3FEB6E36]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#7, dense<[0x3FB70ACC, 0x3E4A5312, 0xBF9911D7, 0xBED72F5F, 0xBFA5835C, 0xBE879A9B]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#8, dense<[0xBE860E1D, 0xBE57AC02, 0x3E9342A8, 0xBE38ED50, 0xBCB8E47F, 0x3F766B52]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#9, dense<[(1.0242387056350708, -0.03715930134057999), (0.20066943764686584, -0.20804956555366516), (-0.9692844748497009, 0.10678856074810028), (-0.41469070315361023, -0.16577404737472534), (-0.9619266390800476, -0.006188481114804745), (-0.39269310235977173, 1.0792689323425293)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#10, dense<[(0.9040831923484802, -0.05194917693734169), (0.20361165702342987, -0.20529714226722717), (-0.8534797430038452, 0.08566220104694366), (-0.4082622528076172, -0.15297648310661316), (-0.860042929649353, -0.005878747440874577), (-0.6964728832244873, 1.1773136854171753)]> : tensor<6xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
