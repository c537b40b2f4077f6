// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.452 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<4xi64>) -> (tensor<4x5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<4xi1>, tensor<i1>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>) {
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
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3F80D30D, 0x3EB45A0D, 0x4007FF9D, 0x3E911F21, 0xBFA1483C], [0x3F8828D0, 0xBECBFF20, 0xBB474C75, 0x3F9C62D8, 0xBEC5107D], [0x3FCB17F8, 0x3EDB8C24, 0x3D807436, 0xBF115CF5, 0xBF28F89B], [0xBF813A29, 0xBF82EE7B, 0xBFC78AE2, 0x3F1856C5, 0x3F1FE50B]]> : tensor<4x5xf32>
    %a1 = stablehlo.constant dense<[[0x3EB03CD4, 0xBF683E3D, 0x3F8F88F0, 0x3FDC1A16, 0xC00046FB], [0xBF734917, 0x3F16AE17, 0xBF38AAE6, 0xBF953CB4, 0x3F38EBB2], [0xBF0D065C, 0xBFBF6A8C, 0x3ECCABDC, 0x3F7735CF, 0x401C6437], [0xC00CB578, 0xBE92E7A1, 0x3E19A9E2, 0x3ED2AD4F, 0x3FA41528]]> : tensor<4x5xf32>
    %a2 = stablehlo.constant dense<[0, 4, 2, 1]> : tensor<4xi64>
    %r:16 = func.call @model(%a0, %a1, %a2) : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4xi64>) -> (tensor<4x5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<4xi1>, tensor<i1>, tensor<4x4xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBFD2449C, 0xC0130093, 0xBF0630DF, 0xC01767F1, 0xC07A2FF3], [0xBF8BD94D, 0xC02380F2, 0xC00A32E2, 0xBF6F3E8A, 0xC022A31E], [0xBF0FCDEF, 0xBFDC1BE6, 0xC0057BD6, 0xC02DD6B5, 0xC033BD9F], [0xC0227D0E, 0xC0235737, 0xC045A56B, 0xBF6F2921, 0xBF679ADB]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x40298BD5, 0x400A010E, 0x40097F78, 0x3FC3BFF3]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x3FA7A5F4, 0x3EF0BB6C, 0x40122C25, 0x3F0DDD85, 0x3F1E593C]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[0x3F8CF4B8, 0x3F345ACF, 0x3F50911C, 0x3F683E09]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[0x4082AADC, 0x408AFFAA, 0x40D38084, 0x3FCF05C1, 0x3F51333C], [0x40A8782A, 0x3F8781DE, 0xC0087FFE, 0x40B49F98, 0x3F91F1C3], [0x40C2159E, 0x40923F52, 0x3FA0268C, 0x3FB73D45, 0x3FF00103], [0x3E0CFAC0, 0x3F843580, 0x402796FC, 0x403EBDC8, 0x40218A79]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[[0x40E00000, 0x3F800000, 0x41500000, 0x40800000, 0xC1200000], [0x40800000, 0xBF800000, 0xC0000000, 0x40400000, 0xBF800000], [0x40C00000, 0x00000000, 0x40000000, 0xBF800000, 0x3F800000], [0xC1100000, 0xC0E00000, 0xC0C00000, 0x40800000, 0x40A00000]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[[0x3F8DA2A2, 0x3FCFF5A2, 0x3FB5126B, 0x3FFEE362, 0x3FCD39A3], [0x3FBB8AF2, 0x3FAD2780, 0x3FC57AA0, 0x3FC4A168, 0x3FB83758], [0x3F926D3D, 0x3FF04CDB, 0x3FAB998C, 0x3FBEBF87, 0x400076A7], [0x3FE29C82, 0x3F5AA4DE, 0x3F090FC0, 0x3FA1F58E, 0x3FDE6A14]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#7, dense<[[0xBF800000, 0x00000000, 0x00000000, 0x00000000], [0x40662DA7, 0xBF800000, 0x00000000, 0x00000000], [0x3F12F32A, 0xBF8EC784, 0xBF800000, 0x00000000], [0xBFB2B9A5, 0x3F9EA0A7, 0x4064117C, 0xBF800000]]> : tensor<4x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#8, dense<[[0x3F8CE1E8, 0x3F91D853, 0x3FB0D634, 0x3FB5D958, 0x3F9EEF8B], [0x3F8D9DAE, 0x3F87F939, 0x3F87EEA3, 0x3F988A37, 0x3F92AB35], [0x3F944F32, 0x3F9AAB3D, 0x3F9BA397, 0x3F92CD2C, 0x3F891CA7], [0x3F662791, 0x3F4E9CAB, 0x3F2E6718, 0x3F38C7EC, 0x3F445279]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#9, dense<[true, true, true, true]> : tensor<4xi1>
    check.expect_eq_const %r#10, dense<true> : tensor<i1>
    check.expect_almost_eq_const %r#11, dense<[[0x40AD862F, 0xC06172BA, 0xC0425EA8, 0xC05F959F], [0x40662DA7, 0xC03C86EB, 0x3E7DDBD0, 0xC00DCB1F], [0x3F12F32A, 0xBF8EC784, 0xC069B183, 0xC095D136], [0xBFB2B9A5, 0x3F9EA0A7, 0x4064117C, 0x4054C865]]> : tensor<4x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#12, dense<[[0x3E11ED1E, 0x3F17FD86, 0x3FF21A50, 0xBE914B7C, 0xBF310116], [0x3ED604B7, 0x3EE20832, 0x3F8E4EFE, 0xBE903AF2, 0xBF087423], [0xBC1215E7, 0x3EDC17D8, 0x3F55E62D, 0xBE7E02F2, 0xBE16544F], [0x3DF5F702, 0xBEC6B93A, 0xBF72ECEA, 0x3E2AD802, 0x3E270EFD]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#13, dense<0x40A74780> : tensor<f32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#14, dense<[[0x3F000000, 0x3EB45A0D, 0x3F000000, 0x3E911F21, 0xBF000000], [0x3F000000, 0xBECBFF20, 0xBB474C75, 0x3F000000, 0xBEC5107D], [0x3F000000, 0x3EDB8C24, 0x3D807436, 0xBF000000, 0xBF000000], [0xBF000000, 0xBF000000, 0xBF000000, 0x3F000000, 0x3F000000]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#15, dense<[[0x3E9CE5CE, 0x3EB45A0D, 0x3CCC9B60, 0x3E911F21, 0x3E0F57B8], [0x3EBA3CDA, 0x3E9A6746, 0x3F326BE7, 0x3F05927D, 0x3EA155E9], [0x3E3F2628, 0x3EDB8C24, 0x3D807436, 0x3E0758F8, 0x3D23A980], [0x3EC7E428, 0x3EC112E0, 0x3F0A83D5, 0x3F1856C5, 0x3F1FE50B]]> : tensor<4x5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
