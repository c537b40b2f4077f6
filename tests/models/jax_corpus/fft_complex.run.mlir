// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x4xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = call @fft(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %1 = call @fft_0(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %2 = stablehlo.reshape %arg0 : (tensor<8xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %3 = call @fft_1(%2) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %0, %1, %3 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<2x4xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %0 : tensor<2x4xcomplex<f32>>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[(-0.16521695256233215, -0.15170171856880188), (-1.0868489742279053, 0.10331554710865021), (0.2277873009443283, -0.13059541583061218), (-0.14263473451137543, -0.9499484896659851), (0.6056463122367859, 0.9824331402778625), (0.3944997191429138, 2.1262614727020264), (0.677433431148529, -0.3204725384712219), (1.4998184442520142, 0.5601094365119934)]> : tensor<8xcomplex<f32>>
    %r:3 = func.call @model(%a0) : (tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<2x4xcomplex<f32>>)
    check.expect_almost_eq_const %r#0, dense<[(2.010484457015991, 2.2194013595581055), (-2.9652791023254395, 1.1617062091827393), (2.1546249389648438, 3.331332206726074), (-3.572869300842285, 0.9877469539642334), (0.6808156371116638, -1.460074543952942), (1.8033066987991333, -2.530683755874634), (-3.084207534790039, -0.7677335739135742), (1.6513885259628296, -4.155308723449707)]> : tensor<8xcomplex<f32>> {tolerance = 4.5e-03 : f64}
    check.expect_almost_eq_const %r#1, dense<[(0.2513105571269989, 0.2774251699447632), (0.2064235657453537, -0.5194135904312134), (-0.3855259418487549, -0.09596669673919678), (0.22541333734989166, -0.3163354694843292), (0.08510195463895798, -0.18250931799411774), (-0.44660866260528564, 0.12346836924552917), (0.26932811737060547, 0.4164165258407593), (-0.37065988779067993, 0.1452132761478424)]> : tensor<8xcomplex<f32>> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#2, dense<[[(2.010484218597412, 2.2194013595581055), (2.1546247005462646, 3.3313324451446533), (0.6808156967163086, -1.4600744247436523), (-3.084207534790039, -0.767733633518219)], [(-4.344311237335205, -4.477261543273926), (-0.8341051936149597, -1.485116720199585), (1.9032924175262451, 2.5887460708618164), (0.19167089462280273, -1.162907361984253)]]> : tensor<2x4xcomplex<f32>> {tolerance = 6.2e-03 : f64}
    func.return
  }
}
