// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.325 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<3xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<?x8xf32>) -> (tensor<?x3xf32>, tensor<16xf32>) {
    %c = stablehlo.constant dense<3> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<[1, 16]> : tensor<2xi32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<2xi32>
    %c_3 = stablehlo.constant dense<16> : tensor<1xi32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg6, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<?x8xf32>, tensor<8x16xf32>) -> tensor<?x16xf32>
    %2 = stablehlo.get_dimension_size %1, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %3 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %3, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg4, %4, dims = [1] : (tensor<16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %6 = stablehlo.add %1, %5 : tensor<?x16xf32>
    %7 = stablehlo.get_dimension_size %6, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %8 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.concatenate %8, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %10 = stablehlo.maximum %9, %c_2 : tensor<2xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %6, %10, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %12 = stablehlo.dynamic_broadcast_in_dim %cst_7, %10, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x16xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<?x16xf32>
    %14 = stablehlo.get_dimension_size %13, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %15 = stablehlo.reshape %14 : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.concatenate %15, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %17 = stablehlo.reduce(%13 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<?x16xf32>, tensor<f32>) -> tensor<?xf32>
    %18 = stablehlo.get_dimension_size %17, dim = 0 : (tensor<?xf32>) -> tensor<i32>
    %19 = stablehlo.reshape %18 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.maximum %19, %c_1 : tensor<1xi32>
    %21 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [0] : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
    %22 = stablehlo.dynamic_broadcast_in_dim %cst, %20, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<?xf32>
    %24 = stablehlo.concatenate %15, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %25 = stablehlo.dynamic_reshape %23, %24 : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %26 = stablehlo.get_dimension_size %25, dim = 0 : (tensor<?x1xf32>) -> tensor<i32>
    %27 = stablehlo.reshape %26 : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.concatenate %27, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %29 = stablehlo.maximum %16, %28 : tensor<2xi32>
    %30 = stablehlo.maximum %28, %c_2 : tensor<2xi32>
    %31 = stablehlo.dynamic_broadcast_in_dim %25, %30, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %32 = stablehlo.dynamic_broadcast_in_dim %cst_5, %30, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x1xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<?x1xf32>
    %34 = stablehlo.get_dimension_size %33, dim = 0 : (tensor<?x1xf32>) -> tensor<i32>
    %35 = stablehlo.reshape %34 : (tensor<i32>) -> tensor<1xi32>
    %36 = stablehlo.concatenate %35, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %37 = stablehlo.maximum %16, %36 : tensor<2xi32>
    %38 = stablehlo.dynamic_broadcast_in_dim %13, %37, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %39 = stablehlo.get_dimension_size %38, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %40 = stablehlo.reshape %39 : (tensor<i32>) -> tensor<1xi32>
    %41 = stablehlo.concatenate %40, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %42 = stablehlo.maximum %41, %c_2 : tensor<2xi32>
    %43 = stablehlo.dynamic_broadcast_in_dim %13, %42, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %44 = stablehlo.get_dimension_size %43, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %45 = stablehlo.reshape %44 : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.concatenate %45, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %47 = stablehlo.dynamic_broadcast_in_dim %33, %37, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %48 = stablehlo.get_dimension_size %47, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %49 = stablehlo.reshape %48 : (tensor<i32>) -> tensor<1xi32>
    %50 = stablehlo.concatenate %49, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %51 = stablehlo.maximum %46, %50 : tensor<2xi32>
    %52 = stablehlo.dynamic_broadcast_in_dim %13, %51, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %53 = stablehlo.dynamic_broadcast_in_dim %33, %51, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %54 = stablehlo.dynamic_broadcast_in_dim %cst_6, %42, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x16xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<?x16xf32>
    %56 = stablehlo.add %52, %55 : tensor<?x16xf32>
    %57 = stablehlo.get_dimension_size %56, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %58 = stablehlo.reshape %57 : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.concatenate %58, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %60 = stablehlo.dynamic_broadcast_in_dim %25, %29, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %61 = stablehlo.subtract %13, %60 : tensor<?x16xf32>
    %62 = stablehlo.multiply %61, %61 : tensor<?x16xf32>
    %63 = stablehlo.reduce(%62 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<?x16xf32>, tensor<f32>) -> tensor<?xf32>
    %64 = stablehlo.get_dimension_size %63, dim = 0 : (tensor<?xf32>) -> tensor<i32>
    %65 = stablehlo.reshape %64 : (tensor<i32>) -> tensor<1xi32>
    %66 = stablehlo.maximum %65, %c_1 : tensor<1xi32>
    %67 = stablehlo.dynamic_broadcast_in_dim %63, %66, dims = [0] : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
    %68 = stablehlo.dynamic_broadcast_in_dim %cst, %66, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<?xf32>
    %70 = stablehlo.get_dimension_size %62, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %71 = stablehlo.reshape %70 : (tensor<i32>) -> tensor<1xi32>
    %72 = stablehlo.concatenate %71, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %73 = stablehlo.dynamic_reshape %69, %72 : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %74 = stablehlo.get_dimension_size %73, dim = 0 : (tensor<?x1xf32>) -> tensor<i32>
    %75 = stablehlo.reshape %74 : (tensor<i32>) -> tensor<1xi32>
    %76 = stablehlo.concatenate %75, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %77 = stablehlo.maximum %76, %c_2 : tensor<2xi32>
    %78 = stablehlo.dynamic_broadcast_in_dim %73, %77, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %79 = stablehlo.get_dimension_size %78, dim = 0 : (tensor<?x1xf32>) -> tensor<i32>
    %80 = stablehlo.reshape %79 : (tensor<i32>) -> tensor<1xi32>
    %81 = stablehlo.concatenate %80, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %82 = stablehlo.maximum %81, %c_2 : tensor<2xi32>
    %83 = stablehlo.dynamic_broadcast_in_dim %73, %82, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %84 = stablehlo.get_dimension_size %83, dim = 0 : (tensor<?x1xf32>) -> tensor<i32>
    %85 = stablehlo.reshape %84 : (tensor<i32>) -> tensor<1xi32>
    %86 = stablehlo.concatenate %85, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %87 = stablehlo.dynamic_broadcast_in_dim %cst_4, %77, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x1xf32>
    %88 = stablehlo.get_dimension_size %87, dim = 0 : (tensor<?x1xf32>) -> tensor<i32>
    %89 = stablehlo.reshape %88 : (tensor<i32>) -> tensor<1xi32>
    %90 = stablehlo.concatenate %89, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %91 = stablehlo.maximum %86, %90 : tensor<2xi32>
    %92 = stablehlo.dynamic_broadcast_in_dim %73, %91, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %93 = stablehlo.dynamic_broadcast_in_dim %cst_4, %91, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x1xf32>
    %94 = stablehlo.dynamic_broadcast_in_dim %cst_6, %82, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x1xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<?x1xf32>
    %96 = stablehlo.add %92, %95 : tensor<?x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<?x1xf32>
    %98 = stablehlo.get_dimension_size %97, dim = 0 : (tensor<?x1xf32>) -> tensor<i32>
    %99 = stablehlo.reshape %98 : (tensor<i32>) -> tensor<1xi32>
    %100 = stablehlo.concatenate %99, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %101 = stablehlo.maximum %59, %100 : tensor<2xi32>
    %102 = stablehlo.dynamic_broadcast_in_dim %56, %101, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %103 = stablehlo.dynamic_broadcast_in_dim %97, %101, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<?x16xf32>
    %105 = stablehlo.get_dimension_size %104, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %106 = stablehlo.reshape %105 : (tensor<i32>) -> tensor<1xi32>
    %107 = stablehlo.concatenate %106, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %108 = stablehlo.maximum %107, %c_0 : tensor<2xi32>
    %109 = stablehlo.dynamic_broadcast_in_dim %104, %108, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %110 = stablehlo.dynamic_broadcast_in_dim %arg3, %108, dims = [1] : (tensor<16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<?x16xf32>
    %112 = stablehlo.get_dimension_size %111, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %113 = stablehlo.reshape %112 : (tensor<i32>) -> tensor<1xi32>
    %114 = stablehlo.concatenate %113, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %115 = stablehlo.maximum %114, %c_0 : tensor<2xi32>
    %116 = stablehlo.dynamic_broadcast_in_dim %111, %115, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %117 = stablehlo.get_dimension_size %116, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %118 = stablehlo.reshape %117 : (tensor<i32>) -> tensor<1xi32>
    %119 = stablehlo.concatenate %118, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %120 = stablehlo.maximum %119, %c_2 : tensor<2xi32>
    %121 = stablehlo.dynamic_broadcast_in_dim %111, %120, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %122 = stablehlo.get_dimension_size %121, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %123 = stablehlo.reshape %122 : (tensor<i32>) -> tensor<1xi32>
    %124 = stablehlo.concatenate %123, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %125 = stablehlo.dynamic_broadcast_in_dim %arg2, %115, dims = [1] : (tensor<16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %126 = stablehlo.get_dimension_size %125, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %127 = stablehlo.reshape %126 : (tensor<i32>) -> tensor<1xi32>
    %128 = stablehlo.concatenate %127, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %129 = stablehlo.maximum %124, %128 : tensor<2xi32>
    %130 = stablehlo.dynamic_broadcast_in_dim %111, %129, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %131 = stablehlo.dynamic_broadcast_in_dim %arg2, %129, dims = [1] : (tensor<16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %132 = stablehlo.dynamic_broadcast_in_dim %cst_6, %120, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x16xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<?x16xf32>
    %134 = stablehlo.add %130, %133 : tensor<?x16xf32>
    %135 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,3]{0,1}"} : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<?x16xf32>, tensor<16x3xf32>) -> tensor<?x3xf32>
    %137 = stablehlo.get_dimension_size %136, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %138 = stablehlo.reshape %137 : (tensor<i32>) -> tensor<1xi32>
    %139 = stablehlo.concatenate %138, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %140 = stablehlo.dynamic_broadcast_in_dim %arg0, %139, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %141 = stablehlo.add %136, %140 : tensor<?x3xf32>
    %142 = stablehlo.reduce(%134 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<?x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %141, %142 : tensor<?x3xf32>, tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3D9C24AC, 0x3E61258E, 0xBE1F31D2]> : tensor<3xf32>
    %a1 = stablehlo.constant dense<[[0x3E0DC234, 0x3E32EEE8, 0x3E4238D8, 0xBE66634E, 0x3CBC06B0, 0x3DD69054, 0x3DDDB99C, 0x3E4A9FF2, 0xBE606196, 0xBD9920E8, 0x3CB25FB0, 0xBDAEA2AC, 0xBC48CBE0, 0xBCEC8A50, 0xBD23A100, 0x3CCD99B0], [0x3DF218CC, 0x3E246498, 0xBDB7F14C, 0x3DBD83E0, 0xBDCF5580, 0x3D64AF98, 0xBE226E92, 0xBC5A7F20, 0x3E39ED1E, 0xBDBB2994, 0xBD417830, 0x3D35B048, 0x3DC4A0C4, 0x3E4CDCF8, 0xBE0E0438, 0xBE70E642], [0xBE6433AC, 0xBE42AB14, 0x3D5B12D0, 0xBDA84A88, 0x3D644CF8, 0xBE0D60C0, 0x3E647A0E, 0x3CA83D90, 0xBE48F3A4, 0x3DE55344, 0xBDD16ABC, 0xBCDE5680, 0xBE268A22, 0xBCA10000, 0xBBC0B700, 0xBE4F81A0]]> : tensor<3x16xf32>
    %a2 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<16xf32>
    %a3 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<16xf32>
    %a4 = stablehlo.constant dense<[0xBEADD543, 0x3B6DCAD2, 0x3D68453A, 0x3E046D2A, 0x3DFDA499, 0x3E0D78E2, 0xBDBFC590, 0x3EAB7995, 0xBD7FD97D, 0xBEB1C50D, 0x3E902F84, 0xBEB0522B, 0xBCBFD080, 0xBCF10D4C, 0x3E6D5B19, 0x3E92B390]> : tensor<16xf32>
    %a5 = stablehlo.constant dense<[[0x3DEC5567, 0x3E705D6D, 0xBE85065B, 0x3EA3AD43, 0xBD9FDE0F, 0xBEA5883E, 0xBE407E64, 0x3E985E10], [0x3E4DF535, 0x3E8B1D96, 0xBDA4AC45, 0x3E04FD91, 0x3CF37683, 0xBB8B0C1C, 0x3E0A8902, 0x3DB2CE0C], [0xBDEE24EF, 0x3E59FF49, 0x3E963461, 0xBE957F3E, 0xBD5A16F1, 0xBE3FA782, 0x3E8A8E73, 0x3DC4D64E], [0xBE64A994, 0xBDF110C4, 0xBAF23631, 0xBDA80E63, 0x3D8DD978, 0xBE7825A8, 0x3DEF5054, 0xBBEA1911], [0xBE71170D, 0x3E863F3F, 0x3C254C19, 0xBD0ED6D5, 0xBE079111, 0x3DF2C896, 0x3E9D069A, 0x3E978FF3], [0x3E7444E0, 0xBE9C4684, 0xBE9E1583, 0xBE008CB2, 0xBE98EEB6, 0x3E539E1D, 0x3E9A9845, 0x3E6FCCDB], [0xBE586587, 0xBDDF487A, 0xBE42E9AD, 0x3DFCE80B, 0x3D977557, 0xBE8F03C6, 0xBE5089A8, 0xBE595444], [0xBDA29F99, 0x3E923669, 0xBE5E6BB5, 0x3E6321B0, 0xBE6BF24C, 0xBD961615, 0xBC99BC3D, 0xBE064C5F], [0xBE27977E, 0x3E57F571, 0xBE68AE28, 0x3E85854E, 0x3E3C8FD3, 0xBEA80903, 0x3E000B5C, 0xBE781912], [0x3E1B141A, 0x3E58B13C, 0x3E7BB022, 0xBCFB3AA2, 0xBD0D0496, 0x3E070528, 0xBD871F71, 0x3E1540F2], [0xBCEC3D9B, 0xBE5A39B3, 0x3DDCD7CB, 0xBD76343A, 0x3E15862A, 0x3C476CEF, 0x3DEFADD8, 0x3DC8E77A], [0x3E7B24C1, 0x3E4D05AA, 0x3E34EFDE, 0xBE84EA3A, 0xBDEE0D6C, 0xBEAB1A1B, 0x3E52EA33, 0x3E99721D], [0x3E1E49C2, 0xBEB4CE90, 0xBE194A54, 0xBE49253D, 0xBE585769, 0x3E5250F7, 0xBEA60F53, 0xBD88D60C], [0xBD8CABBB, 0xBE58A89B, 0x3E85FFC8, 0x3E8612E1, 0x3E9D1EA0, 0xBDFDC246, 0x3E993D9C, 0x3EA2564B], [0x3DEB95FA, 0x3E39240A, 0xBDE8D28F, 0x3DE27EA5, 0xBE97C0C3, 0xBE9BBBA7, 0xBD934F82, 0xBE26BD6B], [0x3DEA7D5D, 0xBEA7BAF7, 0x3E784A6F, 0x3E41CFBD, 0xBD267975, 0xBE8F4B3F, 0x3E771D62, 0x3EA6A796]]> : tensor<16x8xf32>
    %a6 = stablehlo.constant dense<[[0x3F8224AF, 0x3F63FEA8, 0x3DF4FAEE, 0x3F6830DC, 0x3EBC7663, 0x3BEB84C9, 0x3F5A1066, 0x3F22598E], [0xC0326690, 0xBEE57986, 0x3F539C2D, 0xBF33F693, 0x3FA9BC29, 0xBFBEDF9E, 0x3FACF576, 0xBDC97514], [0xBE498D6C, 0xBFE618AC, 0x3EC72A05, 0xBCF4D7DA, 0x3F706E66, 0xBD3B1D3D, 0xBF17A2E0, 0xBEAB0041], [0xBE8CC392, 0x3D0AEDA1, 0x3FC27514, 0x3FB31D5A, 0x3F698A6C, 0xBFB36652, 0x3F1D55A8, 0x3F8F795D]]> : tensor<4x8xf32>
    %s6 = stablehlo.constant dense<[4, 8]> : tensor<2xi64>
    %d6 = stablehlo.dynamic_reshape %a6, %s6 : (tensor<4x8xf32>, tensor<2xi64>) -> tensor<?x8xf32>
    %r:2 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %d6) : (tensor<3xf32>, tensor<3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<?x8xf32>) -> (tensor<?x3xf32>, tensor<16xf32>)
    %rs0 = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
    %rr0 = stablehlo.dynamic_reshape %r#0, %rs0 : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<4x3xf32>
    check.expect_almost_eq_const %rr0, dense<[[0x3F580CA6, 0x3E56A9B4, 0xBF4882BE], [0xBF0D81AC, 0x3E46C3CC, 0x3CC328A0], [0xBE93B814, 0xBD90DBA4, 0xBEFA5BCF], [0xBE566852, 0x3E32178C, 0xBF1F7B5E]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0xC009065E, 0xBE187CD8, 0x3F148EDF, 0x3FC04B93, 0x3EE91FBB, 0xC02868FE, 0xBFB3ED5A, 0xBFB9623E, 0xBF00E03A, 0xC067C4E4, 0x40404B10, 0xC0135D46, 0xBFDC99EC, 0x40BE2F42, 0xC008A397, 0x40D26954]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
