// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.210 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<i64>, %arg1: tensor<3x4xf32>) -> (tensor<i1>, tensor<i64>, tensor<i1>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0x7FF0000000000000> : tensor<2x5xf64>
    %cst_2 = stablehlo.constant dense<1.000000e-07> : tensor<1x1x5xf32>
    %cst_3 = stablehlo.constant dense<-2.000000e+00> : tensor<1x1x5xf32>
    %cst_4 = stablehlo.constant dense<1.1920929E-7> : tensor<1x2x5xf32>
    %c = stablehlo.constant dense<9> : tensor<1x2x5xui32>
    %cst_5 = stablehlo.constant dense<6.28318548> : tensor<1x1x5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-7> : tensor<3x4xf32>
    %c_9 = stablehlo.constant dense<9> : tensor<3x4xui32>
    %c_10 = stablehlo.constant dense<0> : tensor<1xui64>
    %c_11 = stablehlo.constant dense<2> : tensor<i64>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %c_13 = stablehlo.constant dense<false> : tensor<i1>
    %c_14 = stablehlo.constant dense<0> : tensor<3x4xui8>
    %c_15 = stablehlo.constant dense<2531011> : tensor<i64>
    %c_16 = stablehlo.constant dense<214013> : tensor<i64>
    %0 = stablehlo.multiply %arg0, %c_16 : tensor<i64>
    %1 = stablehlo.add %0, %c_15 : tensor<i64>
    %2 = stablehlo.convert %1 : (tensor<i64>) -> tensor<ui64>
    %3 = stablehlo.reshape %2 : (tensor<ui64>) -> tensor<1xui64>
    %4 = stablehlo.concatenate %3, %c_10, dim = 0 : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %4, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
    %5 = stablehlo.multiply %1, %c_16 : tensor<i64>
    %6 = stablehlo.add %5, %c_15 : tensor<i64>
    %7 = stablehlo.convert %6 : (tensor<i64>) -> tensor<ui64>
    %8 = stablehlo.reshape %7 : (tensor<ui64>) -> tensor<1xui64>
    %9 = stablehlo.concatenate %8, %c_10, dim = 0 : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %output_state_17, %output_18 = stablehlo.rng_bit_generator %9, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x2x5xui32>)
    %10 = stablehlo.multiply %6, %c_16 : tensor<i64>
    %11 = stablehlo.add %10, %c_15 : tensor<i64>
    %12 = stablehlo.convert %11 : (tensor<i64>) -> tensor<ui64>
    %13 = stablehlo.reshape %12 : (tensor<ui64>) -> tensor<1xui64>
    %14 = stablehlo.concatenate %13, %c_10, dim = 0 : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %output_state_19, %output_20 = stablehlo.rng_bit_generator %14, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
    %15 = stablehlo.shift_right_logical %output, %c_9 : tensor<3x4xui32>
    %16 = stablehlo.convert %15 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %17 = stablehlo.multiply %16, %cst_8 : tensor<3x4xf32>
    %18 = stablehlo.compare  GE, %17, %cst_7 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %19 = stablehlo.convert %18 : (tensor<3x4xi1>) -> tensor<3x4xui8>
    %20 = stablehlo.compare  LT, %17, %cst_6 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %21 = stablehlo.convert %20 : (tensor<3x4xi1>) -> tensor<3x4xui8>
    %22 = stablehlo.and %19, %21 : tensor<3x4xui8>
    %23 = stablehlo.compare  NE, %22, %c_14 : (tensor<3x4xui8>, tensor<3x4xui8>) -> tensor<3x4xi1>
    %24 = stablehlo.not %23 : tensor<3x4xi1>
    %25 = stablehlo.reduce(%24 init: %c_13) across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
     reducer(%arg2: tensor<i1>, %arg3: tensor<i1>)  {
      %70 = stablehlo.or %arg2, %arg3 : tensor<i1>
      %71 = stablehlo.select %70, %c_12, %c_13 : tensor<i1>, tensor<i1>
      stablehlo.return %71 : tensor<i1>
    }
    %26 = stablehlo.not %25 : tensor<i1>
    %27 = stablehlo.shift_right_logical %output_18, %c : tensor<1x2x5xui32>
    %28 = stablehlo.convert %27 : (tensor<1x2x5xui32>) -> tensor<1x2x5xf32>
    %29 = stablehlo.multiply %28, %cst_4 : tensor<1x2x5xf32>
    %30 = stablehlo.slice %29 [0:1, 1:2, 0:5] : (tensor<1x2x5xf32>) -> tensor<1x1x5xf32>
    %31 = stablehlo.multiply %30, %cst_5 : tensor<1x1x5xf32>
    %32 = stablehlo.sine %31 : tensor<1x1x5xf32>
    %33 = stablehlo.slice %29 [0:1, 0:1, 0:5] : (tensor<1x2x5xf32>) -> tensor<1x1x5xf32>
    %34 = stablehlo.maximum %33, %cst_2 : tensor<1x1x5xf32>
    %35 = stablehlo.log %34 : tensor<1x1x5xf32>
    %36 = stablehlo.multiply %35, %cst_3 : tensor<1x1x5xf32>
    %37 = stablehlo.sqrt %36 : tensor<1x1x5xf32>
    %38 = stablehlo.multiply %32, %37 : tensor<1x1x5xf32>
    %39 = stablehlo.cosine %31 : tensor<1x1x5xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<1x1x5xf32>
    %41 = stablehlo.concatenate %38, %40, dim = 1 : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x2x5xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %43 = stablehlo.compare  EQ, %42, %42 : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %44 = stablehlo.abs %42 : tensor<2x5xf32>
    %45 = stablehlo.convert %44 : (tensor<2x5xf32>) -> tensor<2x5xf64>
    %46 = stablehlo.compare  NE, %45, %cst_1 : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xi1>
    %47 = stablehlo.multiply %43, %46 : tensor<2x5xi1>
    %48 = stablehlo.not %47 : tensor<2x5xi1>
    %49 = stablehlo.reduce(%48 init: %c_13) across dimensions = [0, 1] : (tensor<2x5xi1>, tensor<i1>) -> tensor<i1>
     reducer(%arg2: tensor<i1>, %arg3: tensor<i1>)  {
      %70 = stablehlo.or %arg2, %arg3 : tensor<i1>
      %71 = stablehlo.select %70, %c_12, %c_13 : tensor<i1>, tensor<i1>
      stablehlo.return %71 : tensor<i1>
    }
    %50 = stablehlo.not %49 : tensor<i1>
    %51 = stablehlo.convert %50 : (tensor<i1>) -> tensor<i64>
    %52 = stablehlo.multiply %51, %c_11 : tensor<i64>
    %53 = stablehlo.shift_right_logical %output_20, %c_9 : tensor<3x4xui32>
    %54 = stablehlo.convert %53 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %55 = stablehlo.multiply %54, %cst_8 : tensor<3x4xf32>
    %56 = stablehlo.compare  LT, %55, %cst_0 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %57 = stablehlo.convert %56 : (tensor<3x4xi1>) -> tensor<3x4xf32>
    %58 = stablehlo.divide %57, %cst_0 : tensor<3x4xf32>
    %59 = stablehlo.multiply %arg1, %58 : tensor<3x4xf32>
    %60 = stablehlo.compare  EQ, %59, %cst_7 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %61 = stablehlo.convert %60 : (tensor<3x4xi1>) -> tensor<3x4xui8>
    %62 = stablehlo.multiply %arg1, %cst : tensor<3x4xf32>
    %63 = stablehlo.compare  EQ, %59, %62 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %64 = stablehlo.convert %63 : (tensor<3x4xi1>) -> tensor<3x4xui8>
    %65 = stablehlo.or %61, %64 : tensor<3x4xui8>
    %66 = stablehlo.compare  NE, %65, %c_14 : (tensor<3x4xui8>, tensor<3x4xui8>) -> tensor<3x4xi1>
    %67 = stablehlo.not %66 : tensor<3x4xi1>
    %68 = stablehlo.reduce(%67 init: %c_13) across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
     reducer(%arg2: tensor<i1>, %arg3: tensor<i1>)  {
      %70 = stablehlo.or %arg2, %arg3 : tensor<i1>
      %71 = stablehlo.select %70, %c_12, %c_13 : tensor<i1>, tensor<i1>
      stablehlo.return %71 : tensor<i1>
    }
    %69 = stablehlo.not %68 : tensor<i1>
    return %26, %52, %69 : tensor<i1>, tensor<i64>, tensor<i1>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<6031655578130611258> : tensor<i64>
    %a1 = stablehlo.constant dense<[[0x3FBEF1AB, 0xBD87EFCB, 0xBF3ED0F2, 0xBF6D158E], [0xBE632E88, 0x3F8C470F, 0x3F3D79F2, 0xBE6717FD], [0x3F589775, 0x3E7AB56D, 0x3E95D829, 0xBF8E50E3]]> : tensor<3x4xf32>
    %r:3 = func.call @model(%a0, %a1) : (tensor<i64>, tensor<3x4xf32>) -> (tensor<i1>, tensor<i64>, tensor<i1>)
    check.expect_eq_const %r#0, dense<true> : tensor<i1>
    check.expect_eq_const %r#1, dense<2> : tensor<i64>
    check.expect_eq_const %r#2, dense<true> : tensor<i1>
    func.return
  }
}
