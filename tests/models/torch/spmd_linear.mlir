// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.15 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}"}, %arg2: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}"}) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x8xf32>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,8]{0,1}"} : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.dot_general %arg2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x8xf32>
    %4 = stablehlo.maximum %3, %cst : tensor<8x8xf32>
    return %4 : tensor<8x8xf32>
  }
}
