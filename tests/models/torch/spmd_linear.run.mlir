// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.15 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<8xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}"}, %arg2: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}"}) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x8xf32>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,8]{0,1}"} : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.dot_general %arg2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x8xf32>
    %4 = stablehlo.maximum %3, %cst : tensor<8x8xf32>
    return %4 : tensor<8x8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3EF29596, 0xBE729E68, 0xBD13CC00, 0xBD2B7260, 0xBE7344B8, 0x3E2A6774, 0xBEAC2A9E, 0xBEE92B34]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[[0xBE998D5A, 0x3EF36F68, 0x3EA27510, 0xBE076654], [0x3DF5CA58, 0x3EC59716, 0xBEA803EE, 0xBE9CA74E], [0xBEB85618, 0xBEBAB09A, 0x3E1CB9D8, 0x3DD33480], [0x3EE4377E, 0x3EC86FDA, 0xBE0E1448, 0xBED009EC], [0xBE248994, 0x3EF363BA, 0x3D5EB130, 0x3CB49560], [0x3EDB91EA, 0xBEBD7630, 0x3ECE9AD2, 0xBE9C24FA], [0xBE333338, 0x3DE3B358, 0x3D665FD0, 0x3E800674], [0x3EC2E82E, 0x3E030114, 0xBE71BFE8, 0xBD9E0B88]]> : tensor<8x4xf32>
    %a2 = stablehlo.constant dense<[[0xBE2E36DF, 0xBF57B2DB, 0x3F8581A6, 0xBFCA064C], [0x3F79857E, 0x3FF5F499, 0x3F96CC23, 0x3F760CF4], [0x3F5EA07E, 0xBE964C10, 0x3F89657B, 0xBE029277], [0x3D9AB693, 0xBD2B912F, 0x3F8A5909, 0xBDE482AA], [0x3E55EA87, 0xBDBFD9A9, 0x3F156EA4, 0x3E585DE0], [0x3FC57AE0, 0x4000C670, 0x3D13134F, 0x3FB502A7], [0x3ECF7D09, 0xBF0C5982, 0xBE9DAA25, 0x3FB13526], [0xBEA84CE5, 0xBFA216CD, 0xC005B87B, 0xBF81E75D]]> : tensor<8x4xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<8xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<8x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F29F27A, 0x00000000, 0x3EA8955E, 0x3D48EBC4, 0x00000000, 0x3FA75ADE, 0x00000000, 0x00000000], [0x3FABC088, 0x00000000, 0x00000000, 0x3F174146, 0x3F1AC01A, 0x3D63E2F0, 0x3C5B7FC0, 0x00000000], [0x3EDC9AF6, 0x00000000, 0x00000000, 0x3E08F062, 0x00000000, 0x3F8F5C8E, 0x00000000, 0x00000000], [0x3F49F754, 0x00000000, 0x3DD8E7C6, 0x00000000, 0x00000000, 0x3F2F3A29, 0x00000000, 0x00000000], [0x3F061D1D, 0x00000000, 0x3D0B3BF6, 0x00000000, 0x00000000, 0x3EEC6CF0, 0x00000000, 0x00000000], [0x3F4ACC6A, 0x3E8F80B4, 0x00000000, 0x3F5A9C01, 0x3F01105B, 0x00000000, 0x00000000, 0x3E8B1E68], [0x00000000, 0x00000000, 0x3DE89248, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000], [0x00000000, 0x3E6C9F94, 0x3DF4D830, 0x3C94BD58, 0x00000000, 0x00000000, 0x00000000, 0x00000000]]> : tensor<8x8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
