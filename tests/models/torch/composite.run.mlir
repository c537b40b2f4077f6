// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.42 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<6xf32>, %arg1: tensor<6x6xf32>, %arg2: tensor<2x6xf32>) -> tensor<2x6xf32> {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6,6]{0,1}"} : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %1 = stablehlo.dot_general %arg2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x6xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x6xf32>
    %4 = stablehlo.composite "test.gelu_tanh" %3 {composite_attributes = {approximate = "tanh", eps = 5.000000e-01 : f32, k = 3 : i64}, decomposition = @test.gelu_tanh.impl} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %5 = stablehlo.composite "test.scaled_sum" %arg2, %4 {decomposition = @test.scaled_sum.impl} : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    return %5 : tensor<2x6xf32>
  }
  func.func private @test.gelu_tanh.impl(%arg0: tensor<2x6xf32>) -> tensor<2x6xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x6xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x6xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x6xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x6xf32>
    %0 = stablehlo.multiply %arg0, %cst_3 : tensor<2x6xf32>
    %1 = stablehlo.power %arg0, %cst : tensor<2x6xf32>
    %2 = stablehlo.multiply %1, %cst_0 : tensor<2x6xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<2x6xf32>
    %4 = stablehlo.multiply %3, %cst_1 : tensor<2x6xf32>
    %5 = stablehlo.tanh %4 : tensor<2x6xf32>
    %6 = stablehlo.add %5, %cst_2 : tensor<2x6xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<2x6xf32>
    return %7 : tensor<2x6xf32>
  }
  func.func private @test.scaled_sum.impl(%arg0: tensor<2x6xf32>, %arg1: tensor<2x6xf32>) -> tensor<2x6xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<2x6xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<2x6xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<2x6xf32>
    return %1 : tensor<2x6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE346CA7, 0xBEBA4A91, 0x3E957240, 0xBE21C7CF, 0xBEC5D554, 0x3DA72750]> : tensor<6xf32>
    %a1 = stablehlo.constant dense<[[0x3EB45155, 0x3EBD1EEA, 0xBD193CF0, 0x3DE58551, 0x3E2D8FF2, 0x3CB60FC5], [0x3D8D8A5C, 0xBE50016C, 0xBEA2B62E, 0xBE5BBC96, 0x3E0E6926, 0xBEB04DAE], [0x3CF8C47E, 0x3E5DD214, 0x3E7E6012, 0xBDF5EC06, 0x3E9C5164, 0xBED06FD4], [0x3EB7311A, 0xBE039A3B, 0xBEA19DCE, 0xBE360BB0, 0xBEB273A8, 0x3ECB23F4], [0xBCD88567, 0x3E864678, 0xBBBF40D0, 0x3CF1B4F9, 0x3C9A9A59, 0x3E2CFD90], [0xBE2EE5B4, 0x3E1B3C41, 0xBE2CBFE5, 0xBEBC96CA, 0xBE384DA7, 0x3E2A6DFE]]> : tensor<6x6xf32>
    %a2 = stablehlo.constant dense<[[0xBEEF0659, 0xBD276689, 0x3F63C74B, 0xBDB3C82D, 0xBFB9A4FA, 0x3F8826A8], [0xBEE87581, 0x3FF5567E, 0x3EA37024, 0x3F587692, 0x3DCC07AA, 0x3F619950]]> : tensor<2x6xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<6xf32>, tensor<6x6xf32>, tensor<2x6xf32>) -> (tensor<2x6xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBF8CC3B1, 0xBE5EEB54, 0x3FD2C866, 0x3D2A4DAC, 0xC03FDF5C, 0x401CED31], [0xBF11E884, 0x406DBBD1, 0x3F5B1200, 0x3FC4AA44, 0x3EC5B7E2, 0x3FF18B5C]]> : tensor<2x6xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
