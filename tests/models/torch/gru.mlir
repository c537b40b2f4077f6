// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.634 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<15xf32>, %arg1: tensor<15x10xf32>, %arg2: tensor<15xf32>, %arg3: tensor<15x4xf32>, %arg4: tensor<2x3x4xf32>, %arg5: tensor<15xf32>, %arg6: tensor<15x5xf32>, %arg7: tensor<15xf32>, %arg8: tensor<15x4xf32>, %arg9: tensor<15xf32>, %arg10: tensor<15x5xf32>, %arg11: tensor<15xf32>, %arg12: tensor<15x5xf32>, %arg13: tensor<15xf32>, %arg14: tensor<15x10xf32>, %arg15: tensor<15xf32>, %arg16: tensor<15x5xf32>) -> (tensor<2x3x10xf32>, tensor<4x2x5xf32>) {
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
}
