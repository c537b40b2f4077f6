// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.36 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<3xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<2xi32>) {
    %c = stablehlo.constant dense<7> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<4> : tensor<4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<4xi64>
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<4x3xf32>
    %2 = stablehlo.compare  LT, %arg1, %c_1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %3 = stablehlo.add %arg1, %c_0 : tensor<4xi64>
    %4 = stablehlo.select %2, %3, %arg1 : tensor<4xi1>, tensor<4xi64>
    %5 = stablehlo.reshape %4 : (tensor<4xi64>) -> tensor<4x1xi64>
    %6 = "stablehlo.gather"(%arg2, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<4x1xi64>) -> tensor<4x3xf32>
    %7 = stablehlo.add %1, %6 : tensor<4x3xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.add %7, %8 : tensor<4x3xf32>
    return %9, %c : tensor<4x3xf32>, tensor<2xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F800000, 0x40000000, 0x40400000]> : tensor<3xf32>
    %a1 = stablehlo.constant dense<[3, 1, 0, 2]> : tensor<4xi64>
    %a2 = stablehlo.constant dense<[[0x00000000, 0x3F800000, 0x40000000], [0x40400000, 0x40800000, 0x40A00000], [0x40C00000, 0x40E00000, 0x41000000], [0x41100000, 0x41200000, 0x41300000]]> : tensor<4x3xf32>
    %a3 = stablehlo.constant dense<[0x3F000000, 0x40000000, 0xBF800000]> : tensor<3xf32>
    %a4 = stablehlo.constant dense<[[0x3EC21914, 0xBF798607, 0xBF3D2E11], [0x3E842F58, 0xBF99F63C, 0xBEFEBDC0], [0x3D9EC02C, 0x3ED556B3, 0xBF4709FD], [0xBF937D2D, 0x3F16826A, 0xBE0A92A3]]> : tensor<4x3xf32>
    %r:2 = func.call @model(%a0, %a1, %a2, %a3, %a4) : (tensor<3xf32>, tensor<4xi64>, tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<2xi32>)
    check.expect_almost_eq_const %r#0, dense<[[0x41230864, 0x4120CF3F, 0x416BD2E1], [0x4084217B, 0x406609C4, 0x4107F5EE], [0x3F84F601, 0x407555AD, 0x40B8E140], [0x40CD905A, 0x4122D04D, 0x41322A4B]]> : tensor<4x3xf32> {tolerance = 1.0e-06 : f64}
    check.expect_eq_const %r#1, dense<[7, 7]> : tensor<2xi32>
    func.return
  }
}
