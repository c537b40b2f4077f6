// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.634 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<15xf32>, %arg1: tensor<15x10xf32>, %arg2: tensor<15xf32>, %arg3: tensor<15x4xf32>, %arg4: tensor<2x3x4xf32>, %arg5: tensor<15xf32>, %arg6: tensor<15x5xf32>, %arg7: tensor<15xf32>, %arg8: tensor<15x4xf32>, %arg9: tensor<15xf32>, %arg10: tensor<15x5xf32>, %arg11: tensor<15xf32>, %arg12: tensor<15x5xf32>, %arg13: tensor<15xf32>, %arg14: tensor<15x10xf32>, %arg15: tensor<15xf32>, %arg16: tensor<15x5xf32>) -> (tensor<2x3x10xf32>, tensor<4x2x5xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %0 = stablehlo.transpose %arg4, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[3,2,4]{2,0,1}"} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    %1 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,15]{0,1}"} : (tensor<15x4xf32>) -> tensor<4x15xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x15xf32>) -> tensor<3x4x15xf32>
    %3 = stablehlo.dot_general %0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4xf32>, tensor<3x4x15xf32>) -> tensor<3x2x15xf32>
    %4 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<15xf32>) -> tensor<3x2x15xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x2x15xf32>
    %6 = stablehlo.slice %5 [0:1, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %8 = stablehlo.slice %7 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %10 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,15]{0,1}"} : (tensor<15x5xf32>) -> tensor<5x15xf32>
    %11 = stablehlo.dot_general %cst_0, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %12 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<15xf32>) -> tensor<2x15xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x15xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %15 = stablehlo.slice %14 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %16 = stablehlo.slice %14 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %17 = stablehlo.slice %7 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %19 = stablehlo.add %16, %18 : tensor<1x2x5xf32>
    %20 = stablehlo.logistic %19 : tensor<1x2x5xf32>
    %21 = stablehlo.multiply %15, %20 : tensor<1x2x5xf32>
    %22 = stablehlo.add %9, %21 : tensor<1x2x5xf32>
    %23 = stablehlo.tanh %22 : tensor<1x2x5xf32>
    %24 = stablehlo.subtract %cst, %23 : tensor<1x2x5xf32>
    %25 = stablehlo.slice %14 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %26 = stablehlo.slice %7 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %28 = stablehlo.add %25, %27 : tensor<1x2x5xf32>
    %29 = stablehlo.logistic %28 : tensor<1x2x5xf32>
    %30 = stablehlo.multiply %24, %29 : tensor<1x2x5xf32>
    %31 = stablehlo.add %30, %23 : tensor<1x2x5xf32>
    %32 = stablehlo.slice %5 [1:2, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %34 = stablehlo.slice %33 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %36 = stablehlo.reshape %31 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %37 = stablehlo.dot_general %36, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %38 = stablehlo.add %37, %12 : tensor<2x15xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %40 = stablehlo.slice %39 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %41 = stablehlo.slice %39 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %42 = stablehlo.slice %33 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %44 = stablehlo.add %41, %43 : tensor<1x2x5xf32>
    %45 = stablehlo.logistic %44 : tensor<1x2x5xf32>
    %46 = stablehlo.multiply %40, %45 : tensor<1x2x5xf32>
    %47 = stablehlo.add %35, %46 : tensor<1x2x5xf32>
    %48 = stablehlo.tanh %47 : tensor<1x2x5xf32>
    %49 = stablehlo.subtract %31, %48 : tensor<1x2x5xf32>
    %50 = stablehlo.slice %39 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %51 = stablehlo.slice %33 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %53 = stablehlo.add %50, %52 : tensor<1x2x5xf32>
    %54 = stablehlo.logistic %53 : tensor<1x2x5xf32>
    %55 = stablehlo.multiply %49, %54 : tensor<1x2x5xf32>
    %56 = stablehlo.add %55, %48 : tensor<1x2x5xf32>
    %57 = stablehlo.slice %5 [2:3, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %59 = stablehlo.slice %58 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %61 = stablehlo.reshape %56 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %62 = stablehlo.dot_general %61, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %63 = stablehlo.add %62, %12 : tensor<2x15xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %65 = stablehlo.slice %64 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %66 = stablehlo.slice %64 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %67 = stablehlo.slice %58 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %69 = stablehlo.add %66, %68 : tensor<1x2x5xf32>
    %70 = stablehlo.logistic %69 : tensor<1x2x5xf32>
    %71 = stablehlo.multiply %65, %70 : tensor<1x2x5xf32>
    %72 = stablehlo.add %60, %71 : tensor<1x2x5xf32>
    %73 = stablehlo.tanh %72 : tensor<1x2x5xf32>
    %74 = stablehlo.subtract %56, %73 : tensor<1x2x5xf32>
    %75 = stablehlo.slice %64 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %76 = stablehlo.slice %58 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %78 = stablehlo.add %75, %77 : tensor<1x2x5xf32>
    %79 = stablehlo.logistic %78 : tensor<1x2x5xf32>
    %80 = stablehlo.multiply %74, %79 : tensor<1x2x5xf32>
    %81 = stablehlo.add %80, %73 : tensor<1x2x5xf32>
    %82 = stablehlo.concatenate %31, %56, %81, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %83 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,15]{0,1}"} : (tensor<15x4xf32>) -> tensor<4x15xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1, 2] : (tensor<4x15xf32>) -> tensor<3x4x15xf32>
    %85 = stablehlo.dot_general %0, %84, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4xf32>, tensor<3x4x15xf32>) -> tensor<3x2x15xf32>
    %86 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<15xf32>) -> tensor<3x2x15xf32>
    %87 = stablehlo.add %85, %86 : tensor<3x2x15xf32>
    %88 = stablehlo.reverse %87, dims = [0] : tensor<3x2x15xf32>
    %89 = stablehlo.slice %88 [0:1, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %91 = stablehlo.slice %90 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %93 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,15]{0,1}"} : (tensor<15x5xf32>) -> tensor<5x15xf32>
    %94 = stablehlo.dot_general %cst_0, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %95 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<15xf32>) -> tensor<2x15xf32>
    %96 = stablehlo.add %94, %95 : tensor<2x15xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %98 = stablehlo.slice %97 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %99 = stablehlo.slice %97 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %100 = stablehlo.slice %90 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %102 = stablehlo.add %99, %101 : tensor<1x2x5xf32>
    %103 = stablehlo.logistic %102 : tensor<1x2x5xf32>
    %104 = stablehlo.multiply %98, %103 : tensor<1x2x5xf32>
    %105 = stablehlo.add %92, %104 : tensor<1x2x5xf32>
    %106 = stablehlo.tanh %105 : tensor<1x2x5xf32>
    %107 = stablehlo.subtract %cst, %106 : tensor<1x2x5xf32>
    %108 = stablehlo.slice %97 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %109 = stablehlo.slice %90 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %111 = stablehlo.add %108, %110 : tensor<1x2x5xf32>
    %112 = stablehlo.logistic %111 : tensor<1x2x5xf32>
    %113 = stablehlo.multiply %107, %112 : tensor<1x2x5xf32>
    %114 = stablehlo.add %113, %106 : tensor<1x2x5xf32>
    %115 = stablehlo.slice %88 [1:2, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %117 = stablehlo.slice %116 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %119 = stablehlo.reshape %114 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %120 = stablehlo.dot_general %119, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %121 = stablehlo.add %120, %95 : tensor<2x15xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %123 = stablehlo.slice %122 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %124 = stablehlo.slice %122 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %125 = stablehlo.slice %116 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %127 = stablehlo.add %124, %126 : tensor<1x2x5xf32>
    %128 = stablehlo.logistic %127 : tensor<1x2x5xf32>
    %129 = stablehlo.multiply %123, %128 : tensor<1x2x5xf32>
    %130 = stablehlo.add %118, %129 : tensor<1x2x5xf32>
    %131 = stablehlo.tanh %130 : tensor<1x2x5xf32>
    %132 = stablehlo.subtract %114, %131 : tensor<1x2x5xf32>
    %133 = stablehlo.slice %122 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %134 = stablehlo.slice %116 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %136 = stablehlo.add %133, %135 : tensor<1x2x5xf32>
    %137 = stablehlo.logistic %136 : tensor<1x2x5xf32>
    %138 = stablehlo.multiply %132, %137 : tensor<1x2x5xf32>
    %139 = stablehlo.add %138, %131 : tensor<1x2x5xf32>
    %140 = stablehlo.slice %88 [2:3, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %142 = stablehlo.slice %141 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %144 = stablehlo.reshape %139 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %145 = stablehlo.dot_general %144, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %146 = stablehlo.add %145, %95 : tensor<2x15xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %148 = stablehlo.slice %147 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %149 = stablehlo.slice %147 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %150 = stablehlo.slice %141 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %152 = stablehlo.add %149, %151 : tensor<1x2x5xf32>
    %153 = stablehlo.logistic %152 : tensor<1x2x5xf32>
    %154 = stablehlo.multiply %148, %153 : tensor<1x2x5xf32>
    %155 = stablehlo.add %143, %154 : tensor<1x2x5xf32>
    %156 = stablehlo.tanh %155 : tensor<1x2x5xf32>
    %157 = stablehlo.subtract %139, %156 : tensor<1x2x5xf32>
    %158 = stablehlo.slice %147 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %159 = stablehlo.slice %141 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %161 = stablehlo.add %158, %160 : tensor<1x2x5xf32>
    %162 = stablehlo.logistic %161 : tensor<1x2x5xf32>
    %163 = stablehlo.multiply %157, %162 : tensor<1x2x5xf32>
    %164 = stablehlo.add %163, %156 : tensor<1x2x5xf32>
    %165 = stablehlo.concatenate %164, %139, %114, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %166 = stablehlo.concatenate %82, %165, dim = 2 : (tensor<3x2x5xf32>, tensor<3x2x5xf32>) -> tensor<3x2x10xf32>
    %167 = stablehlo.reshape %166 : (tensor<3x2x10xf32>) -> tensor<6x10xf32>
    %168 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10,15]{0,1}"} : (tensor<15x10xf32>) -> tensor<10x15xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x10xf32>, tensor<10x15xf32>) -> tensor<6x15xf32>
    %170 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<15xf32>) -> tensor<6x15xf32>
    %171 = stablehlo.add %169, %170 : tensor<6x15xf32>
    %172 = stablehlo.reshape %171 : (tensor<6x15xf32>) -> tensor<3x2x15xf32>
    %173 = stablehlo.slice %172 [0:1, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %174 = stablehlo.reshape %173 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %175 = stablehlo.slice %174 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %177 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,15]{0,1}"} : (tensor<15x5xf32>) -> tensor<5x15xf32>
    %178 = stablehlo.dot_general %cst_0, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %179 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<15xf32>) -> tensor<2x15xf32>
    %180 = stablehlo.add %178, %179 : tensor<2x15xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %182 = stablehlo.slice %181 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %183 = stablehlo.slice %181 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %184 = stablehlo.slice %174 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %186 = stablehlo.add %183, %185 : tensor<1x2x5xf32>
    %187 = stablehlo.logistic %186 : tensor<1x2x5xf32>
    %188 = stablehlo.multiply %182, %187 : tensor<1x2x5xf32>
    %189 = stablehlo.add %176, %188 : tensor<1x2x5xf32>
    %190 = stablehlo.tanh %189 : tensor<1x2x5xf32>
    %191 = stablehlo.subtract %cst, %190 : tensor<1x2x5xf32>
    %192 = stablehlo.slice %181 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %193 = stablehlo.slice %174 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %195 = stablehlo.add %192, %194 : tensor<1x2x5xf32>
    %196 = stablehlo.logistic %195 : tensor<1x2x5xf32>
    %197 = stablehlo.multiply %191, %196 : tensor<1x2x5xf32>
    %198 = stablehlo.add %197, %190 : tensor<1x2x5xf32>
    %199 = stablehlo.slice %172 [1:2, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %201 = stablehlo.slice %200 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %203 = stablehlo.reshape %198 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %204 = stablehlo.dot_general %203, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %205 = stablehlo.add %204, %179 : tensor<2x15xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %207 = stablehlo.slice %206 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %208 = stablehlo.slice %206 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %209 = stablehlo.slice %200 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %211 = stablehlo.add %208, %210 : tensor<1x2x5xf32>
    %212 = stablehlo.logistic %211 : tensor<1x2x5xf32>
    %213 = stablehlo.multiply %207, %212 : tensor<1x2x5xf32>
    %214 = stablehlo.add %202, %213 : tensor<1x2x5xf32>
    %215 = stablehlo.tanh %214 : tensor<1x2x5xf32>
    %216 = stablehlo.subtract %198, %215 : tensor<1x2x5xf32>
    %217 = stablehlo.slice %206 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %218 = stablehlo.slice %200 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %220 = stablehlo.add %217, %219 : tensor<1x2x5xf32>
    %221 = stablehlo.logistic %220 : tensor<1x2x5xf32>
    %222 = stablehlo.multiply %216, %221 : tensor<1x2x5xf32>
    %223 = stablehlo.add %222, %215 : tensor<1x2x5xf32>
    %224 = stablehlo.slice %172 [2:3, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %226 = stablehlo.slice %225 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %228 = stablehlo.reshape %223 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %229 = stablehlo.dot_general %228, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %230 = stablehlo.add %229, %179 : tensor<2x15xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %232 = stablehlo.slice %231 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %233 = stablehlo.slice %231 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %234 = stablehlo.slice %225 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %236 = stablehlo.add %233, %235 : tensor<1x2x5xf32>
    %237 = stablehlo.logistic %236 : tensor<1x2x5xf32>
    %238 = stablehlo.multiply %232, %237 : tensor<1x2x5xf32>
    %239 = stablehlo.add %227, %238 : tensor<1x2x5xf32>
    %240 = stablehlo.tanh %239 : tensor<1x2x5xf32>
    %241 = stablehlo.subtract %223, %240 : tensor<1x2x5xf32>
    %242 = stablehlo.slice %231 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %243 = stablehlo.slice %225 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %245 = stablehlo.add %242, %244 : tensor<1x2x5xf32>
    %246 = stablehlo.logistic %245 : tensor<1x2x5xf32>
    %247 = stablehlo.multiply %241, %246 : tensor<1x2x5xf32>
    %248 = stablehlo.add %247, %240 : tensor<1x2x5xf32>
    %249 = stablehlo.concatenate %198, %223, %248, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %250 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10,15]{0,1}"} : (tensor<15x10xf32>) -> tensor<10x15xf32>
    %251 = stablehlo.dot_general %167, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x10xf32>, tensor<10x15xf32>) -> tensor<6x15xf32>
    %252 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<15xf32>) -> tensor<6x15xf32>
    %253 = stablehlo.add %251, %252 : tensor<6x15xf32>
    %254 = stablehlo.reshape %253 : (tensor<6x15xf32>) -> tensor<3x2x15xf32>
    %255 = stablehlo.reverse %254, dims = [0] : tensor<3x2x15xf32>
    %256 = stablehlo.slice %255 [0:1, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %257 = stablehlo.reshape %256 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %258 = stablehlo.slice %257 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %260 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,15]{0,1}"} : (tensor<15x5xf32>) -> tensor<5x15xf32>
    %261 = stablehlo.dot_general %cst_0, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %262 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<15xf32>) -> tensor<2x15xf32>
    %263 = stablehlo.add %261, %262 : tensor<2x15xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %265 = stablehlo.slice %264 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %266 = stablehlo.slice %264 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %267 = stablehlo.slice %257 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %269 = stablehlo.add %266, %268 : tensor<1x2x5xf32>
    %270 = stablehlo.logistic %269 : tensor<1x2x5xf32>
    %271 = stablehlo.multiply %265, %270 : tensor<1x2x5xf32>
    %272 = stablehlo.add %259, %271 : tensor<1x2x5xf32>
    %273 = stablehlo.tanh %272 : tensor<1x2x5xf32>
    %274 = stablehlo.subtract %cst, %273 : tensor<1x2x5xf32>
    %275 = stablehlo.slice %264 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %276 = stablehlo.slice %257 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %278 = stablehlo.add %275, %277 : tensor<1x2x5xf32>
    %279 = stablehlo.logistic %278 : tensor<1x2x5xf32>
    %280 = stablehlo.multiply %274, %279 : tensor<1x2x5xf32>
    %281 = stablehlo.add %280, %273 : tensor<1x2x5xf32>
    %282 = stablehlo.slice %255 [1:2, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %283 = stablehlo.reshape %282 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %284 = stablehlo.slice %283 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %286 = stablehlo.reshape %281 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %287 = stablehlo.dot_general %286, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %288 = stablehlo.add %287, %262 : tensor<2x15xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %290 = stablehlo.slice %289 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %291 = stablehlo.slice %289 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %292 = stablehlo.slice %283 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %294 = stablehlo.add %291, %293 : tensor<1x2x5xf32>
    %295 = stablehlo.logistic %294 : tensor<1x2x5xf32>
    %296 = stablehlo.multiply %290, %295 : tensor<1x2x5xf32>
    %297 = stablehlo.add %285, %296 : tensor<1x2x5xf32>
    %298 = stablehlo.tanh %297 : tensor<1x2x5xf32>
    %299 = stablehlo.subtract %281, %298 : tensor<1x2x5xf32>
    %300 = stablehlo.slice %289 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %301 = stablehlo.slice %283 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %303 = stablehlo.add %300, %302 : tensor<1x2x5xf32>
    %304 = stablehlo.logistic %303 : tensor<1x2x5xf32>
    %305 = stablehlo.multiply %299, %304 : tensor<1x2x5xf32>
    %306 = stablehlo.add %305, %298 : tensor<1x2x5xf32>
    %307 = stablehlo.slice %255 [2:3, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %308 = stablehlo.reshape %307 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %309 = stablehlo.slice %308 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %311 = stablehlo.reshape %306 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %312 = stablehlo.dot_general %311, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %313 = stablehlo.add %312, %262 : tensor<2x15xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %315 = stablehlo.slice %314 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %316 = stablehlo.slice %314 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %317 = stablehlo.slice %308 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %319 = stablehlo.add %316, %318 : tensor<1x2x5xf32>
    %320 = stablehlo.logistic %319 : tensor<1x2x5xf32>
    %321 = stablehlo.multiply %315, %320 : tensor<1x2x5xf32>
    %322 = stablehlo.add %310, %321 : tensor<1x2x5xf32>
    %323 = stablehlo.tanh %322 : tensor<1x2x5xf32>
    %324 = stablehlo.subtract %306, %323 : tensor<1x2x5xf32>
    %325 = stablehlo.slice %314 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %326 = stablehlo.slice %308 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %328 = stablehlo.add %325, %327 : tensor<1x2x5xf32>
    %329 = stablehlo.logistic %328 : tensor<1x2x5xf32>
    %330 = stablehlo.multiply %324, %329 : tensor<1x2x5xf32>
    %331 = stablehlo.add %330, %323 : tensor<1x2x5xf32>
    %332 = stablehlo.concatenate %331, %306, %281, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %333 = stablehlo.concatenate %249, %332, dim = 2 : (tensor<3x2x5xf32>, tensor<3x2x5xf32>) -> tensor<3x2x10xf32>
    %334 = stablehlo.transpose %333, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,3,10]{2,0,1}"} : (tensor<3x2x10xf32>) -> tensor<2x3x10xf32>
    %335 = stablehlo.reshape %81 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %336 = stablehlo.reshape %164 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %337 = stablehlo.reshape %248 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %338 = stablehlo.reshape %331 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %339 = stablehlo.concatenate %335, %336, %337, %338, dim = 0 : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<8x5xf32>
    %340 = stablehlo.reshape %339 : (tensor<8x5xf32>) -> tensor<4x2x5xf32>
    return %334, %340 : tensor<2x3x10xf32>, tensor<4x2x5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3EA09080, 0xBD4F8AA7, 0xBE765FE7, 0x3E7A7995, 0xBECB38D1, 0x3E1BA372, 0xBE1E6710, 0xBABA9269, 0x3E6462C7, 0xBE743421, 0xBE722E53, 0x3D0D3B6E, 0xBE34074E, 0xBEB6BE38, 0x3D7CDFAD]> : tensor<15xf32>
    %a1 = stablehlo.constant dense<[[0x3ED77A1F, 0xBEDB0F43, 0x3E620A24, 0x3D86431B, 0x3DD33C89, 0xBDB8B76A, 0x3DEDE72B, 0x3E969CD9, 0xBEBDCC36, 0x3ED2D770], [0x3DB2D5DF, 0xBEC157EC, 0xBD66810D, 0x3E215E12, 0x3E113C79, 0xBD062F09, 0xBE052AD0, 0x3BD01E58, 0x3DB2693A, 0xBD80E58B], [0xBE380151, 0xBEBC1C3A, 0x3D29C6D8, 0xBDB4434D, 0xBE197EF8, 0x3E99BE2F, 0xBE173264, 0xBC685932, 0x3E2B5AFC, 0xBCBEE5B6], [0xBDD4E36F, 0x3EAECD81, 0xBD9532CF, 0x3E81CB20, 0xBCF40A2C, 0x3EB1AF85, 0xBDECDB10, 0xBD47ADDB, 0x3DA399A3, 0xBE61FF6F], [0xBE3C1DD1, 0x3E865006, 0x3E941657, 0xBE90ADF1, 0x3E961F71, 0xBE9BB454, 0xBE3F0048, 0xBEE2ACB6, 0xBDFCFA42, 0x3EB9DB11], [0xBEA6CE0D, 0x3EE0CF08, 0xBEB058BF, 0x3DE058F5, 0xBD8F840D, 0xBE031183, 0xBBC38104, 0x3E8CEF33, 0x3EAA2120, 0x3EC7B594], [0xBEC1B524, 0x3EBF5459, 0x3E0734D6, 0x3ECF8FA8, 0x3CE3B785, 0x3EA4C4E8, 0xBD9CDD0B, 0x3E33B698, 0x3EA99E54, 0x3E4A021A], [0x3E0D3C45, 0x3ECAE789, 0xBECB64FD, 0xBEDD1FD4, 0x3D748093, 0xBE9EF0C0, 0xBDBBFE47, 0xBE088AF1, 0xBDE85E5E, 0xBEB765FA], [0x3AF3E0CE, 0xBE2527CC, 0xBECFAF11, 0x3EBCDDB2, 0xBE987084, 0xBE2EDA84, 0xBDA4C11B, 0x3EC8B466, 0x3EAF6A46, 0x3E40DBF6], [0xBEC0F058, 0xBEA26F71, 0xBE6801C8, 0x3C73D8C2, 0x3B0CD741, 0x3EBB57BB, 0xBED97C87, 0xBEA13B1C, 0x3EE3F769, 0xBDEDE9F7], [0xBEBFF5F1, 0x3E6185D6, 0x3ED72217, 0xBEB6820A, 0x3E450955, 0xBED48EBE, 0xBE889E85, 0xBE5F4EBE, 0x3ED4E091, 0xBE2E999D], [0xBECFA147, 0xBED96813, 0xBED0B574, 0x3E6FDBF7, 0xBEA330BD, 0xBEE0F78F, 0xBEB52FA9, 0xBDD92144, 0xBEBD6301, 0x3E08A912], [0x3E3BA17E, 0xBE9538C1, 0xBD8A1273, 0x3EDA08B3, 0x3DA14063, 0x3EB7B9D1, 0xBEDADE05, 0x3E8A7F5A, 0x3E88DD1A, 0x3E08E0EB], [0xBDA30BAD, 0xBEDAE8C5, 0x3E2E33D9, 0x3E9B0ADF, 0xBC43813D, 0xBEAC5C24, 0x3D91EADB, 0x3C74F44A, 0xBD0AD9FD, 0xB9B8D6C7], [0xBEAC2AEF, 0xBA7ACD90, 0xBDB13958, 0x3EC80859, 0x3D950E87, 0x3D4E6B7C, 0x3EACE34E, 0xBEC94832, 0x3E17EB2D, 0xBD6D9C5F]]> : tensor<15x10xf32>
    %a2 = stablehlo.constant dense<[0xBEBDD51C, 0x3E87A379, 0xBD9AD9DA, 0x3ABBFD8D, 0xBEAAA757, 0x3E036275, 0xBD0077FA, 0x3E481B2C, 0xBEA1412B, 0x3CF033FB, 0xBDF67CCE, 0xBE9A4E9A, 0xBDDCF006, 0x3E810D5E, 0xBEA2A43C]> : tensor<15xf32>
    %a3 = stablehlo.constant dense<[[0xBDBBA9B9, 0x3EC81097, 0x3E1453B1, 0xBD8F731D], [0xBEA6FE22, 0xBC8B2C0E, 0x3E1DCFC4, 0xBE01BA75], [0xBD84034A, 0xBE1016F2, 0x3EA124DC, 0xBEDB9497], [0x3E6235A9, 0x3E3D07C8, 0x3C926DE4, 0x3E39EA6A], [0x3DADD147, 0x3CFB8CF8, 0xBE1EECCC, 0x3ECBA8AF], [0xBD07D2F8, 0x3DCE8B59, 0xBD63DBCD, 0xBE0A9F9D], [0x3D2C19A3, 0xBD7C4AC1, 0x3EB1242E, 0xBE99DF9F], [0xBE109D43, 0xBE9D7B92, 0xBD2B7583, 0xBD765B1F], [0xBEE2C193, 0x3EB64D1D, 0xBE73C8DE, 0x3E0C4480], [0xBE5ED1C6, 0xBEE2306B, 0x3E92368C, 0xBE9463EE], [0x3E496E65, 0xBEDC9C45, 0xBEE2CE96, 0x3C98E422], [0xBE397542, 0xBEA2CC33, 0xBE96B726, 0x3EAF8F81], [0x3C5394B9, 0x3DF71CC4, 0xBCEF5460, 0xBECD62B8], [0xBEBB1892, 0xBEA3A3DA, 0xBE1080D6, 0x3E517A72], [0x3EAACDFF, 0x3E41F69D, 0x3D49675E, 0x3E2D1202]]> : tensor<15x4xf32>
    %a4 = stablehlo.constant dense<[[[0xBF96FADA, 0x3F9AA935, 0xBF23A4E4, 0xBF5B4AB8], [0x3F69A75F, 0x3E9170F9, 0x3E81C183, 0xBF0A9787], [0xBF7432D5, 0x3EC2810E, 0x3FCAC74D, 0x3F17348A]], [[0xBEF0EEAB, 0x3F763B85, 0x3F8F3C85, 0xBFB84638], [0xBF1E70DC, 0x3E0F6D6B, 0xBCB5E250, 0xBF32C45B], [0xBFE0EA83, 0xBF98AE0B, 0x3E8FBCA3, 0xBFB0DD3D]]]> : tensor<2x3x4xf32>
    %a5 = stablehlo.constant dense<[0x3D9019E5, 0xBEE4368D, 0x3EA0C60A, 0xBEA631BC, 0x3ED10BBD, 0x3EACB047, 0x3EA41ABC, 0x3E69FF33, 0x3D69F0C7, 0x3EA62EC0, 0xBE89CC05, 0x3EDE7633, 0x3D215568, 0x3E739B6F, 0x3CD90119]> : tensor<15xf32>
    %a6 = stablehlo.constant dense<[[0xBD9A8D3D, 0xBCE42550, 0x3E2C3A7B, 0xBD958F2F, 0x3E7E22B8], [0x3CDC741E, 0xBE6B67F6, 0x3E911C2E, 0xBE979983, 0xBEAD4885], [0xBD873239, 0x3E64F2EB, 0x3E411187, 0x3EA2BD30, 0xBE04FD04], [0x3D0C8FDE, 0xBE8E1168, 0xBE52515F, 0xBDB15E19, 0xBDCA459B], [0x3E7B88E0, 0xBEBF6519, 0x3E86DF52, 0xBC147F64, 0xBEC89B0E], [0xBE756DCE, 0x3E2DB2AC, 0xBEB501B7, 0xBE0A860E, 0x3EC4379E], [0x3E36B67A, 0xBE3F87AC, 0x3EB77C48, 0x3E2287AD, 0x3D5DE238], [0xBE9B1C1C, 0xBED31FAD, 0xBEE1C62E, 0x3E99ECFA, 0xBDBD7D17], [0x3EAECDCE, 0xBE908A20, 0x3E88757A, 0xBECDA31B, 0x3E7A91F1], [0x3DC0428A, 0x3EA413EC, 0x3D2805D7, 0xBE516B3D, 0xBD5F8CF9], [0x3EB7F838, 0xBE0CF717, 0xBE890D95, 0xBEA4A66D, 0x3E8145ED], [0x3E8A58DB, 0xB9BFAFDA, 0xBEA16F17, 0x3D452126, 0xBECD73A0], [0x3EC4951D, 0x3EE18E41, 0xBC02DB34, 0xBED824E1, 0xBD8AD0E8], [0x3E628A3A, 0x3E01BCD9, 0xBE656E2F, 0x3E951FDA, 0xBA07ECCC], [0xBE86D745, 0xBBFE47F7, 0x3E28867C, 0x3EAFB2BD, 0xBD0F156C]]> : tensor<15x5xf32>
    %a7 = stablehlo.constant dense<[0xBEAD484A, 0xBE05585F, 0x3C981788, 0xBD755C7E, 0xBED7DC0F, 0xBE18636B, 0x3D79A3E2, 0x3ED249C3, 0x3CDE74A0, 0xBE4D5C52, 0x3EC0864E, 0x3E5E3F90, 0xBD534FBD, 0x3EA9A7D2, 0xBE29C963]> : tensor<15xf32>
    %a8 = stablehlo.constant dense<[[0x3D78CD80, 0x3EB65CD1, 0xBEDBB4EA, 0x3D8034C1], [0x3D84BE56, 0xBE9E6A37, 0xBEB5D7B3, 0xBDE04D55], [0x3DB322D2, 0x3E22B576, 0x3EACC339, 0xBC9F9B56], [0xBE512C56, 0x3EBBA1FB, 0x3EB416EA, 0xBD50FC46], [0xBD74D01F, 0x3E7315E2, 0xBE37ED8E, 0xBEB5EE57], [0x3DC89B8D, 0xBECF33E1, 0xBECD4781, 0xBDD49109], [0xBED0214B, 0x3D30F096, 0xBD9A44D1, 0x3E9D69B6], [0xBECDD877, 0x3DCBF3E1, 0x3E6D93FC, 0xBDC2D330], [0xBE8EA8CE, 0x3EDE6000, 0x3E7004CD, 0x3EAB7B8E], [0x3DE0E899, 0x3E96D922, 0xBEC9F343, 0x3E83BD34], [0x3E8E2030, 0x3D24F4A5, 0xBBB212B8, 0xBED58720], [0xBDDD5185, 0xBEA503B3, 0x3ECA79AF, 0x3E273310], [0x3ED60114, 0xBEC0475E, 0x3E6B2349, 0x3D2BD012], [0x3EC761F8, 0x3E776016, 0xBE49EE66, 0x3EB470BF], [0xBDA06AD7, 0x3DC34423, 0x3E2E99D3, 0x3ED7FCDA]]> : tensor<15x4xf32>
    %a9 = stablehlo.constant dense<[0x3E4D9EC6, 0xBE8B6A91, 0x3C743351, 0xBCCA7F53, 0x3EB144F5, 0xBE8B24FA, 0xBEDE26FC, 0x3DA49320, 0x3DEE037B, 0xBC0B05EE, 0x3E0F8A9E, 0x3DDA98C2, 0x3ED1E975, 0x3EDD8A07, 0x3E982F94]> : tensor<15xf32>
    %a10 = stablehlo.constant dense<[[0x3E095B4D, 0xBBC3128E, 0xBE018719, 0x3DD10578, 0x3D81731D], [0x3ED4B997, 0x3E0C4145, 0x3EA104E3, 0xBDC55D04, 0xBEDA1605], [0x3E824EDB, 0xBCC1CEC5, 0xBECCDB84, 0xBD9FE4E7, 0xBE8E94AC], [0x3E3F6654, 0x3E242454, 0xBE4CB797, 0xBDF7EF27, 0xBE6EC1FB], [0xBE43178E, 0x3D821FE1, 0xBEB4635E, 0xBDF3AEE3, 0xBE412465], [0xBE646381, 0x3DE8B316, 0xBE8E5776, 0xBEBCF291, 0x3E6B0283], [0xBE1F58FB, 0xBE70C00B, 0xBEC0E69A, 0x3E8D5CC5, 0xBE34ED21], [0xBE05EBBB, 0x3E72F93C, 0xBECE25FC, 0xBE58BA3E, 0xBD0FEB6A], [0x3D70F714, 0xBD1648E4, 0xBECC7586, 0xBE170ADF, 0x3E836675], [0xBE14A5BA, 0x3ED25603, 0x3E4E418B, 0xBEC916BE, 0x3EBF7A72], [0xBDF1C2EC, 0xBECA58CE, 0x3E78AEFE, 0x3ED8C0E1, 0xBEA59161], [0xBEDB0A68, 0x3E5A50E9, 0x3CB28049, 0x3DB55E06, 0x3EC1FB24], [0x3DC013D5, 0x3EE49C4D, 0x3E735978, 0xBEA5E8A8, 0x3A512F25], [0x3E93EA6D, 0xBE78F4AD, 0xBECBCA4D, 0x3E7B5A4B, 0xBE18060D], [0x3E9BF488, 0x3EDC0DD5, 0xBE823F95, 0x3EB89F52, 0xBE30E64D]]> : tensor<15x5xf32>
    %a11 = stablehlo.constant dense<[0xBE1C4403, 0xBDCF7623, 0xBE085B89, 0x3DD16073, 0x3E6E25A0, 0x3E705288, 0x3E4B26CE, 0xBED32837, 0xBEE4E963, 0x3E8D4459, 0xBE5A83CC, 0xBEE0547C, 0x3E8BE87A, 0x3E001DE0, 0xBB87B557]> : tensor<15xf32>
    %a12 = stablehlo.constant dense<[[0xBE3DAD20, 0xBEA22648, 0xBE9C08C8, 0x3DECF8B1, 0x3ED1B2B0], [0xBD6D4BD1, 0x3E71B6E7, 0x3E89322A, 0x3E8D047C, 0xBE306DDD], [0xBEBC5960, 0xBD0DD436, 0x3EDE9280, 0xBE679EA7, 0xBE85FB33], [0xBEB10046, 0x3D3E5002, 0x3E0B2229, 0x3EBD2C13, 0x3EB19CF0], [0x3DCEDD0D, 0xBC86C17F, 0xBE80FB8C, 0x3D99A6A5, 0xBE3DD62B], [0xBE563323, 0x3EC5A5B2, 0x3E4F6631, 0xBDDDF9C8, 0xBEA70E56], [0xBB85DF52, 0x3E86AA77, 0x3E861494, 0xBE7B528D, 0xBE0595C1], [0xBCDDAC9C, 0xBED406CC, 0xBE953970, 0x3E7278BE, 0x3E1F2D47], [0xBC9A8E37, 0xBC6E83DC, 0xBE4BD77B, 0xBED94AC4, 0xBECB2D90], [0xBE831D14, 0x3E76A058, 0xBDF9D50D, 0x3E89AB7C, 0x3E6889F1], [0xBE152B71, 0x3EC7C13F, 0xBDC5077D, 0x3E948299, 0x3EA2D8DE], [0x3E623944, 0xBD959F25, 0xBE803119, 0x3EC7BC9B, 0xBE901948], [0x3E0E49FE, 0x3ECC6D0A, 0x3E8143BB, 0x3EE032B5, 0x3E92DD80], [0xBDF4C7D2, 0x3ED59DAA, 0x3E9150FD, 0x3D14E1B9, 0xBEB97C37], [0xBE6A709F, 0xBE855BCF, 0x3EAD6903, 0x3EC30B94, 0xBC582669]]> : tensor<15x5xf32>
    %a13 = stablehlo.constant dense<[0xBEC7CEA4, 0xBE8F7FDD, 0x3EB7B812, 0xBD6E70E9, 0x3D02BD3E, 0xBEDA7379, 0xBEC9E1C7, 0x3E1ACD46, 0x3E576671, 0xBE06190D, 0x3E858CA2, 0xBEE0B2BB, 0xBEB20DA3, 0x3E889CCB, 0x3EDAAD6E]> : tensor<15xf32>
    %a14 = stablehlo.constant dense<[[0xBEC4FFEF, 0x3D4E5238, 0x3EB8615E, 0x3E1B9115, 0xBEA8B922, 0x3E022A4E, 0x3E32EF72, 0xBD968E27, 0xBDE53852, 0x3E464A1C], [0xBCF537EE, 0xBE68AB9C, 0x3EDF4A3F, 0xBDC0BC03, 0x3ECCBA8C, 0x3E37CB50, 0x3EB8BFCD, 0x3E42BBD9, 0x3E4DC192, 0xBE72E7F6], [0xBE35286A, 0x3DCC26A3, 0x3ECDE4F9, 0xBEB8501F, 0x3E7B1516, 0x3EB39BD3, 0xBE7D0E77, 0x3E26B9CD, 0x3E060DE3, 0x3ECF62FD], [0x3E04F928, 0xBD6EF823, 0xBEC37724, 0xBECD338E, 0xBE1D19D2, 0xBE302DA9, 0x3DB81A71, 0xBEB9309A, 0xBE3C4B44, 0x3EDB93ED], [0x3EC98067, 0x3ECE8ED8, 0x3E8B5247, 0xBDCAA6DF, 0x3E37F524, 0x3EB96A54, 0x3E7C9F15, 0x3ED30B93, 0x3EA027B2, 0x3EDC3C6A], [0xBE7930AC, 0x3E2419C3, 0xBEB1A7C5, 0x3EBA3C93, 0xBDD9DE54, 0xBE18B4FF, 0x3E2A9B74, 0x3E8E9F4B, 0x3EA7F0A0, 0x3E7EE4CC], [0xBE98441C, 0xBE96EA1E, 0xBDA7CF41, 0xBCBB420E, 0x3E1645AA, 0xBD43337B, 0x3E866D7E, 0x3EC77942, 0x3D0D8E47, 0xBDBC3728], [0x3DC71961, 0xBEA390F3, 0x3E97F4FE, 0xBE97A18F, 0xBE81697E, 0x3E6E4F45, 0x3E41CB2A, 0xBD8828F2, 0xBEB221FC, 0xBC677151], [0x3ED85060, 0x3EC15AEA, 0xBE56468C, 0x3D77F233, 0xBED71747, 0x3EB749FC, 0x3ED73BD5, 0xBA9E1C68, 0xBD077995, 0x3EA269F2], [0xBEC4F26F, 0xBE9A284B, 0x3DF293F8, 0xBE37BB89, 0x3CB89982, 0xBEDB0CC7, 0xBE94ACB3, 0x3ED744DA, 0x3E566825, 0xBC4FE1F8], [0x3EB6329C, 0x3C9D5916, 0xBDC502D9, 0x3E5021EC, 0x3D86BC29, 0x3E322909, 0xBE415BCF, 0x3D3BEB9B, 0x3EB4244C, 0xBDA957CC], [0xBE513A28, 0xBEBFFFBD, 0xBDA81586, 0xBEA0B577, 0xBE41337A, 0x3EAC74BB, 0x3DC01831, 0xBDD5F71D, 0x3D4004C4, 0xBD9542FE], [0xBDEC5942, 0x3EA10184, 0xBD86ED04, 0xBEB52DC2, 0x3EC4D98D, 0x3D0F65C0, 0xBE8004C0, 0x3EC92841, 0x3E7AC945, 0xBEA491D9], [0xBEBED904, 0x3EB32C07, 0x3E6A9150, 0xBEBADE72, 0xBCF1D31B, 0xBE9FE6A0, 0xBECD9389, 0x3DC264B3, 0xBEB2D54E, 0xBD09759E], [0xBEDAD291, 0x3E763006, 0xBCEE492A, 0xBDD23FF9, 0xBE835257, 0xBD7DF908, 0xBEAA80EA, 0x3D6A3525, 0xBE891C84, 0xBECDD3E5]]> : tensor<15x10xf32>
    %a15 = stablehlo.constant dense<[0x3E7611FA, 0x3E7443D2, 0xBE5002B0, 0x3DCA2F22, 0x3EBCD7BF, 0xBE693BC1, 0x3D16B1C3, 0xBE3A466D, 0xBEA83CB0, 0x3E580529, 0xBE060F69, 0x3DAEDAE5, 0xBEDB01DE, 0xBD878D91, 0xBE67ADD1]> : tensor<15xf32>
    %a16 = stablehlo.constant dense<[[0xBD98492D, 0x3CCCECF3, 0x3EBF5831, 0x3EA8FB09, 0xBEA74844], [0x3E8A86F1, 0xBE1ACEF0, 0xBEC3CA6D, 0x3EBE4143, 0x3E87522C], [0xBE15A353, 0xBEC00D35, 0x3ED6248A, 0x3D4240C1, 0xBD757BBD], [0x3E1B1D93, 0xBE9A4C88, 0xBE16A207, 0xBED7CF68, 0xBDE5DECC], [0xBE552928, 0x3ED03212, 0x3E31D2D2, 0x3E847AA9, 0xBDF84FF9], [0xBE791B75, 0x3D8E45D4, 0x3E3A9FB0, 0x3E4894F0, 0x3E94721C], [0x3EC98294, 0x3E370D83, 0xBE24B9FE, 0x3E4FC84C, 0xBEC592B4], [0xBE663BFF, 0xBD52CFF2, 0x3EE31C21, 0xBDD99AF0, 0x3E971F6D], [0xBE8EEFD4, 0xBEC9E177, 0xBCF13374, 0xBE79A3DB, 0x3E35A4CF], [0x3E81B736, 0x3E92BE89, 0x3E0E37DB, 0x3E86C500, 0x3E3834B0], [0xBE221AC0, 0xBCE58207, 0xBEA5A4E4, 0x3E670790, 0xBEA3722D], [0xBE720A5E, 0x3D20A1A0, 0xBEDFC5BA, 0x3D919CF5, 0x3CEEFB28], [0xBED215FC, 0x3E8FAB4F, 0xBEC67750, 0x3E013306, 0x3DA3A8B4], [0xBE0C6D0E, 0xBE3BE91A, 0xBD55FFF2, 0x3E1FEC00, 0x3EA07325], [0x3E7DCF50, 0x3D47D194, 0x3EC2ED39, 0xBE324DBC, 0x3E9BBFCA]]> : tensor<15x5xf32>
    %r:2 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16) : (tensor<15xf32>, tensor<15x10xf32>, tensor<15xf32>, tensor<15x4xf32>, tensor<2x3x4xf32>, tensor<15xf32>, tensor<15x5xf32>, tensor<15xf32>, tensor<15x4xf32>, tensor<15xf32>, tensor<15x5xf32>, tensor<15xf32>, tensor<15x5xf32>, tensor<15xf32>, tensor<15x10xf32>, tensor<15xf32>, tensor<15x5xf32>) -> (tensor<2x3x10xf32>, tensor<4x2x5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[0x3E71BEB2, 0xBE99D9F5, 0xBE82A289, 0x3E0A7F79, 0x3E249DEC, 0xBE944F09, 0x3CCFB168, 0x3D175325, 0xBDD6FB40, 0xBD536021], [0x3EBC9971, 0xBEFF289A, 0xBEFCC18D, 0x3E16BDD0, 0x3E27621D, 0xBE80A93F, 0xBD846112, 0x3D81ED15, 0xBDE6BFB1, 0x3BAD0F50], [0x3EC744D7, 0xBF131D9E, 0xBEE3BCCA, 0x3E635936, 0x3E32033D, 0xBC892633, 0xBDF72F62, 0xBC96E3F8, 0xBDC9CCEB, 0x3E02FCC8]], [[0x3E849C23, 0xBEC226AC, 0xBE5569A0, 0x3E31E615, 0x3E25B7C8, 0xBE96DB69, 0xBE7A5C28, 0xBE0407D7, 0xBE9889D1, 0xBE5B4B3A], [0x3ED7B02D, 0xBEE9C046, 0xBEB48944, 0x3DF00DD0, 0x3E1DB197, 0xBE56ECC5, 0xBEA99A2C, 0xBD801978, 0xBE966EC1, 0xBDBFD0A7], [0x3ED86CB8, 0xBED28B81, 0xBEC24E7C, 0x3E26A306, 0x3E39C679, 0xBDA01AB2, 0xBE8CC3C5, 0xBDBA5F31, 0xBE8A2B82, 0xBDD495E4]]]> : tensor<2x3x10xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[0x3DA852AA, 0x3E96069F, 0x3D4FDAD8, 0x3ED002D2, 0x3EC809C0], [0x3EECF0BD, 0x3EA6950A, 0xBD90C690, 0xBEB3E796, 0xBEA1EC25]], [[0xBEE5701C, 0xBE9D88D5, 0x3D56CEA4, 0x3CEC5020, 0xBE96376A], [0xBEF0DEA2, 0xBE7BE800, 0x3E3E9962, 0x3C9D5808, 0xBE987620]], [[0x3EC744D7, 0xBF131D9E, 0xBEE3BCCA, 0x3E635936, 0x3E32033D], [0x3ED86CB8, 0xBED28B81, 0xBEC24E7C, 0x3E26A306, 0x3E39C679]], [[0xBE944F09, 0x3CCFB168, 0x3D175325, 0xBDD6FB40, 0xBD536021], [0xBE96DB69, 0xBE7A5C28, 0xBE0407D7, 0xBE9889D1, 0xBE5B4B3A]]]> : tensor<4x2x5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
