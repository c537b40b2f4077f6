// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.452 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<4xi64>) -> (tensor<4x5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<4xi1>, tensor<i1>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>) {
    %cst = stablehlo.constant dense<0.699999988> : tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<4x5xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<4x5xf64>
    %cst_3 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-3.000000e+00> : tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
    %c = stablehlo.constant dense<0> : tensor<4x4xi64>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<4x4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<4x5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<4x5xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<4x5xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<4x5xf32>
    %cst_12 = stablehlo.constant dense<1.500000e+00> : tensor<4x5xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<4x5xf32>
    %cst_14 = stablehlo.constant dense<2.000000e-01> : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<0.333333343> : tensor<5xf32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<5xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<4x1xf32>
    %cst_18 = stablehlo.constant dense<0x7FF0000000000000> : tensor<4x1xf64>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %c_20 = stablehlo.constant dense<false> : tensor<i1>
    %c_21 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_25) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x5xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<4x5xf32>
    %3 = stablehlo.exponential %2 : tensor<4x5xf32>
    %4 = stablehlo.reduce(%3 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.log %4 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x5xf32>
    %7 = stablehlo.subtract %2, %6 : tensor<4x5xf32>
    %8 = stablehlo.reduce(%arg0 init: %cst_23) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.reshape %8 : (tensor<4xf32>) -> tensor<4x1xf32>
    %10 = stablehlo.abs %9 : tensor<4x1xf32>
    %11 = stablehlo.convert %10 : (tensor<4x1xf32>) -> tensor<4x1xf64>
    %12 = stablehlo.compare  EQ, %11, %cst_18 : (tensor<4x1xf64>, tensor<4x1xf64>) -> tensor<4x1xi1>
    %13 = stablehlo.select %12, %cst_17, %9 : tensor<4x1xi1>, tensor<4x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<4x1xf32>) -> tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xf32>) -> tensor<4x5xf32>
    %16 = stablehlo.subtract %arg0, %15 : tensor<4x5xf32>
    %17 = stablehlo.exponential %16 : tensor<4x5xf32>
    %18 = stablehlo.reduce(%17 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.log %18 : tensor<4xf32>
    %20 = stablehlo.add %19, %14 : tensor<4xf32>
    %21 = stablehlo.reduce(%arg0 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.multiply %21, %cst_16 : tensor<5xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<5xf32>) -> tensor<4x5xf32>
    %24 = stablehlo.subtract %arg0, %23 : tensor<4x5xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<4x5xf32>
    %26 = stablehlo.reduce(%25 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %27 = stablehlo.multiply %26, %cst_15 : tensor<5xf32>
    %28 = stablehlo.reduce(%arg0 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.multiply %28, %cst_14 : tensor<4xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<4xf32>) -> tensor<4x5xf32>
    %31 = stablehlo.subtract %arg0, %30 : tensor<4x5xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<4x5xf32>
    %33 = stablehlo.reduce(%32 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.multiply %33, %cst_14 : tensor<4xf32>
    %35 = stablehlo.sqrt %34 : tensor<4xf32>
    %36 = stablehlo.abs %arg0 : tensor<4x5xf32>
    %37 = stablehlo.add %36, %cst_13 : tensor<4x5xf32>
    %38 = stablehlo.power %37, %cst_12 : tensor<4x5xf32>
    %39 = stablehlo.atan2 %arg0, %arg1 : tensor<4x5xf32>
    %40 = stablehlo.add %38, %39 : tensor<4x5xf32>
    %41 = stablehlo.multiply %arg0, %cst_11 : tensor<4x5xf32>
    %42 = stablehlo.floor %41 : tensor<4x5xf32>
    %43 = stablehlo.ceil %arg1 : tensor<4x5xf32>
    %44 = stablehlo.add %42, %43 : tensor<4x5xf32>
    %45 = stablehlo.multiply %arg0, %cst_10 : tensor<4x5xf32>
    %46 = stablehlo.round_nearest_even %45 : tensor<4x5xf32>
    %47 = stablehlo.add %44, %46 : tensor<4x5xf32>
    %48 = stablehlo.compare  NE, %arg1, %arg1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %49 = stablehlo.sign %arg1 : tensor<4x5xf32>
    %50 = stablehlo.select %48, %cst_9, %49 : tensor<4x5xi1>, tensor<4x5xf32>
    %51 = stablehlo.add %47, %50 : tensor<4x5xf32>
    %52 = stablehlo.multiply %arg0, %cst_8 : tensor<4x5xf32>
    %53 = stablehlo.exponential_minus_one %52 : tensor<4x5xf32>
    %54 = stablehlo.abs %arg1 : tensor<4x5xf32>
    %55 = stablehlo.log_plus_one %54 : tensor<4x5xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x5xf32>
    %57 = stablehlo.multiply %arg0, %arg0 : tensor<4x5xf32>
    %58 = stablehlo.add %57, %cst_13 : tensor<4x5xf32>
    %59 = stablehlo.rsqrt %58 : tensor<4x5xf32>
    %60 = stablehlo.add %56, %59 : tensor<4x5xf32>
    %61 = stablehlo.broadcast_in_dim %c_21, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %62 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %63 = stablehlo.compare  EQ, %61, %62 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %64 = stablehlo.subtract %62, %61 : tensor<4x4xi64>
    %65 = stablehlo.compare  LE, %64, %c : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %66 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,4]{0,1}"} : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %67 = stablehlo.dot_general %arg0, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x5xf32>, tensor<5x4xf32>) -> tensor<4x4xf32>
    %68 = stablehlo.select %65, %67, %cst_6 : tensor<4x4xi1>, tensor<4x4xf32>
    %69 = stablehlo.select %63, %cst_7, %68 : tensor<4x4xi1>, tensor<4x4xf32>
    %70 = stablehlo.add %52, %cst_13 : tensor<4x5xf32>
    %71 = "stablehlo.reduce_window"(%70, %cst_22) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %126 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %126 : tensor<f32>
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    %72 = stablehlo.compare  GT, %arg0, %cst_9 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %73 = stablehlo.reduce(%72 init: %c_20) across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
     reducer(%arg3: tensor<i1>, %arg4: tensor<i1>)  {
      %126 = stablehlo.or %arg3, %arg4 : tensor<i1>
      %127 = stablehlo.select %126, %c_19, %c_20 : tensor<i1>, tensor<i1>
      stablehlo.return %127 : tensor<i1>
    }
    %74 = stablehlo.compare  GT, %arg1, %cst_5 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %75 = stablehlo.not %74 : tensor<4x5xi1>
    %76 = stablehlo.reduce(%75 init: %c_20) across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
     reducer(%arg3: tensor<i1>, %arg4: tensor<i1>)  {
      %126 = stablehlo.or %arg3, %arg4 : tensor<i1>
      %127 = stablehlo.select %126, %c_19, %c_20 : tensor<i1>, tensor<i1>
      stablehlo.return %127 : tensor<i1>
    }
    %77 = stablehlo.not %76 : tensor<i1>
    %78 = stablehlo.reshape %arg0 : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %79 = stablehlo.reshape %arg1 : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %80 = stablehlo.transpose %79, dims = [2, 1, 0] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[5,4,1]{2,0,1}"} : (tensor<1x4x5xf32>) -> tensor<5x4x1xf32>
    %81 = stablehlo.reshape %80 : (tensor<5x4x1xf32>) -> tensor<1x5x4xf32>
    %82 = stablehlo.dot_general %78, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x5xf32>, tensor<1x5x4xf32>) -> tensor<1x4x4xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %84 = stablehlo.reshape %66 : (tensor<5x4xf32>) -> tensor<1x5x4xf32>
    %85 = stablehlo.dot_general %84, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x5x4xf32>, tensor<1x4x5xf32>) -> tensor<1x5x5xf32>
    %86 = stablehlo.dot_general %78, %85, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x5xf32>, tensor<1x5x5xf32>) -> tensor<1x4x5xf32>
    %87 = stablehlo.add %78, %86 : tensor<1x4x5xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x4x5xf32>) -> tensor<4x5xf32>
    %89 = stablehlo.multiply %88, %cst_8 : tensor<4x5xf32>
    %90 = stablehlo.iota dim = 0 : tensor<4xui32>
    %91 = stablehlo.reshape %90 : (tensor<4xui32>) -> tensor<4x1x1xui32>
    %92 = stablehlo.reshape %arg2 : (tensor<4xi64>) -> tensor<4x1xi64>
    %93 = stablehlo.convert %92 : (tensor<4x1xi64>) -> tensor<4x1xui32>
    %94 = stablehlo.reshape %93 : (tensor<4x1xui32>) -> tensor<4x1x1xui32>
    %95 = stablehlo.concatenate %91, %94, dim = 2 : (tensor<4x1x1xui32>, tensor<4x1x1xui32>) -> tensor<4x1x2xui32>
    %96 = "stablehlo.gather"(%7, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x1x2xui32>) -> tensor<4x1xf32>
    %97 = stablehlo.reduce(%96 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
    %98 = stablehlo.multiply %97, %cst_4 : tensor<f32>
    %99 = stablehlo.negate %98 : tensor<f32>
    %100 = stablehlo.subtract %arg0, %arg1 : tensor<4x5xf32>
    %101 = stablehlo.power %100, %cst_10 : tensor<4x5xf32>
    %102 = stablehlo.reduce(%101 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %103 = stablehlo.multiply %102, %cst_3 : tensor<f32>
    %104 = stablehlo.add %99, %103 : tensor<f32>
    %105 = stablehlo.abs %100 : tensor<4x5xf32>
    %106 = stablehlo.convert %105 : (tensor<4x5xf32>) -> tensor<4x5xf64>
    %107 = stablehlo.compare  LT, %106, %cst_2 : (tensor<4x5xf64>, tensor<4x5xf64>) -> tensor<4x5xi1>
    %108 = stablehlo.power %105, %cst_10 : tensor<4x5xf32>
    %109 = stablehlo.multiply %108, %cst_1 : tensor<4x5xf32>
    %110 = stablehlo.divide %109, %cst_13 : tensor<4x5xf32>
    %111 = stablehlo.subtract %105, %cst_1 : tensor<4x5xf32>
    %112 = stablehlo.select %107, %110, %111 : tensor<4x5xi1>, tensor<4x5xf32>
    %113 = stablehlo.reduce(%112 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %114 = stablehlo.multiply %113, %cst_3 : tensor<f32>
    %115 = stablehlo.add %104, %114 : tensor<f32>
    %116 = stablehlo.clamp %cst_0, %arg0, %cst_1 : tensor<4x5xf32>
    %117 = stablehlo.remainder %arg0, %cst : tensor<4x5xf32>
    %118 = stablehlo.compare  NE, %117, %117 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %119 = stablehlo.sign %117 : tensor<4x5xf32>
    %120 = stablehlo.select %118, %cst_9, %119 : tensor<4x5xi1>, tensor<4x5xf32>
    %121 = stablehlo.compare  LT, %120, %cst_9 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %122 = stablehlo.convert %121 : (tensor<4x5xi1>) -> tensor<4x5xui8>
    %123 = stablehlo.convert %122 : (tensor<4x5xui8>) -> tensor<4x5xf32>
    %124 = stablehlo.multiply %123, %cst : tensor<4x5xf32>
    %125 = stablehlo.add %117, %124 : tensor<4x5xf32>
    return %7, %20, %27, %35, %40, %51, %60, %69, %71, %73, %77, %83, %89, %115, %116, %125 : tensor<4x5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<4xi1>, tensor<i1>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>
  }
}
