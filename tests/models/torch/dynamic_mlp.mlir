// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.325 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<?x8xf32>) -> (tensor<?x3xf32>, tensor<16xf32>) {
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
}
