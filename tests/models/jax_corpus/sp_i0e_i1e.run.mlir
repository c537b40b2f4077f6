// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %1, %0 : tensor<16xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %5, %6 : tensor<16xf32>
    %10 = stablehlo.subtract %9, %7 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.add %10, %11 : tensor<16xf32>
    %13 = stablehlo.multiply %5, %12 : tensor<16xf32>
    %14 = stablehlo.subtract %13, %6 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.add %14, %15 : tensor<16xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<16xf32>
    %18 = stablehlo.subtract %17, %12 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.add %18, %19 : tensor<16xf32>
    %21 = stablehlo.multiply %5, %20 : tensor<16xf32>
    %22 = stablehlo.subtract %21, %16 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.add %22, %23 : tensor<16xf32>
    %25 = stablehlo.multiply %5, %24 : tensor<16xf32>
    %26 = stablehlo.subtract %25, %20 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.add %26, %27 : tensor<16xf32>
    %29 = stablehlo.multiply %5, %28 : tensor<16xf32>
    %30 = stablehlo.subtract %29, %24 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.add %30, %31 : tensor<16xf32>
    %33 = stablehlo.multiply %5, %32 : tensor<16xf32>
    %34 = stablehlo.subtract %33, %28 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.add %34, %35 : tensor<16xf32>
    %37 = stablehlo.multiply %5, %36 : tensor<16xf32>
    %38 = stablehlo.subtract %37, %32 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.add %38, %39 : tensor<16xf32>
    %41 = stablehlo.multiply %5, %40 : tensor<16xf32>
    %42 = stablehlo.subtract %41, %36 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %44 = stablehlo.add %42, %43 : tensor<16xf32>
    %45 = stablehlo.multiply %5, %44 : tensor<16xf32>
    %46 = stablehlo.subtract %45, %40 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.add %46, %47 : tensor<16xf32>
    %49 = stablehlo.multiply %5, %48 : tensor<16xf32>
    %50 = stablehlo.subtract %49, %44 : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %52 = stablehlo.add %50, %51 : tensor<16xf32>
    %53 = stablehlo.multiply %5, %52 : tensor<16xf32>
    %54 = stablehlo.subtract %53, %48 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %56 = stablehlo.add %54, %55 : tensor<16xf32>
    %57 = stablehlo.multiply %5, %56 : tensor<16xf32>
    %58 = stablehlo.subtract %57, %52 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.add %58, %59 : tensor<16xf32>
    %61 = stablehlo.multiply %5, %60 : tensor<16xf32>
    %62 = stablehlo.subtract %61, %56 : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %64 = stablehlo.add %62, %63 : tensor<16xf32>
    %65 = stablehlo.multiply %5, %64 : tensor<16xf32>
    %66 = stablehlo.subtract %65, %60 : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = stablehlo.add %66, %67 : tensor<16xf32>
    %69 = stablehlo.multiply %5, %68 : tensor<16xf32>
    %70 = stablehlo.subtract %69, %64 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.add %70, %71 : tensor<16xf32>
    %73 = stablehlo.multiply %5, %72 : tensor<16xf32>
    %74 = stablehlo.subtract %73, %68 : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.add %74, %75 : tensor<16xf32>
    %77 = stablehlo.multiply %5, %76 : tensor<16xf32>
    %78 = stablehlo.subtract %77, %72 : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.add %78, %79 : tensor<16xf32>
    %81 = stablehlo.subtract %80, %72 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<16xf32>
    %84 = stablehlo.divide %3, %0 : tensor<16xf32>
    %85 = stablehlo.subtract %84, %2 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %89 = stablehlo.multiply %85, %86 : tensor<16xf32>
    %90 = stablehlo.subtract %89, %87 : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.add %90, %91 : tensor<16xf32>
    %93 = stablehlo.multiply %85, %92 : tensor<16xf32>
    %94 = stablehlo.subtract %93, %86 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %96 = stablehlo.add %94, %95 : tensor<16xf32>
    %97 = stablehlo.multiply %85, %96 : tensor<16xf32>
    %98 = stablehlo.subtract %97, %92 : tensor<16xf32>
    %cst_29 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %100 = stablehlo.add %98, %99 : tensor<16xf32>
    %101 = stablehlo.multiply %85, %100 : tensor<16xf32>
    %102 = stablehlo.subtract %101, %96 : tensor<16xf32>
    %cst_30 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.add %102, %103 : tensor<16xf32>
    %105 = stablehlo.multiply %85, %104 : tensor<16xf32>
    %106 = stablehlo.subtract %105, %100 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %108 = stablehlo.add %106, %107 : tensor<16xf32>
    %109 = stablehlo.multiply %85, %108 : tensor<16xf32>
    %110 = stablehlo.subtract %109, %104 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %112 = stablehlo.add %110, %111 : tensor<16xf32>
    %113 = stablehlo.multiply %85, %112 : tensor<16xf32>
    %114 = stablehlo.subtract %113, %108 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %116 = stablehlo.add %114, %115 : tensor<16xf32>
    %117 = stablehlo.subtract %116, %108 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<16xf32>
    %120 = stablehlo.sqrt %0 : tensor<16xf32>
    %121 = stablehlo.divide %119, %120 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %123 = stablehlo.compare LE, %0, %122, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %124 = stablehlo.select %123, %83, %121 : tensor<16xi1>, tensor<16xf32>
    %125 = chlo.bessel_i1e %arg0 : tensor<16xf32> -> tensor<16xf32>
    %126 = stablehlo.abs %arg0 : tensor<16xf32>
    %127 = stablehlo.exponential %126 : tensor<16xf32>
    %128 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %132 = stablehlo.multiply %129, %128 : tensor<16xf32>
    %133 = stablehlo.subtract %132, %130 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %137 = stablehlo.multiply %133, %134 : tensor<16xf32>
    %138 = stablehlo.subtract %137, %135 : tensor<16xf32>
    %cst_42 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.add %138, %139 : tensor<16xf32>
    %141 = stablehlo.multiply %133, %140 : tensor<16xf32>
    %142 = stablehlo.subtract %141, %134 : tensor<16xf32>
    %cst_43 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.add %142, %143 : tensor<16xf32>
    %145 = stablehlo.multiply %133, %144 : tensor<16xf32>
    %146 = stablehlo.subtract %145, %140 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %148 = stablehlo.add %146, %147 : tensor<16xf32>
    %149 = stablehlo.multiply %133, %148 : tensor<16xf32>
    %150 = stablehlo.subtract %149, %144 : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %152 = stablehlo.add %150, %151 : tensor<16xf32>
    %153 = stablehlo.multiply %133, %152 : tensor<16xf32>
    %154 = stablehlo.subtract %153, %148 : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %156 = stablehlo.add %154, %155 : tensor<16xf32>
    %157 = stablehlo.multiply %133, %156 : tensor<16xf32>
    %158 = stablehlo.subtract %157, %152 : tensor<16xf32>
    %cst_47 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %160 = stablehlo.add %158, %159 : tensor<16xf32>
    %161 = stablehlo.multiply %133, %160 : tensor<16xf32>
    %162 = stablehlo.subtract %161, %156 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %164 = stablehlo.add %162, %163 : tensor<16xf32>
    %165 = stablehlo.multiply %133, %164 : tensor<16xf32>
    %166 = stablehlo.subtract %165, %160 : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %168 = stablehlo.add %166, %167 : tensor<16xf32>
    %169 = stablehlo.multiply %133, %168 : tensor<16xf32>
    %170 = stablehlo.subtract %169, %164 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %172 = stablehlo.add %170, %171 : tensor<16xf32>
    %173 = stablehlo.multiply %133, %172 : tensor<16xf32>
    %174 = stablehlo.subtract %173, %168 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %176 = stablehlo.add %174, %175 : tensor<16xf32>
    %177 = stablehlo.multiply %133, %176 : tensor<16xf32>
    %178 = stablehlo.subtract %177, %172 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %180 = stablehlo.add %178, %179 : tensor<16xf32>
    %181 = stablehlo.multiply %133, %180 : tensor<16xf32>
    %182 = stablehlo.subtract %181, %176 : tensor<16xf32>
    %cst_53 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %184 = stablehlo.add %182, %183 : tensor<16xf32>
    %185 = stablehlo.multiply %133, %184 : tensor<16xf32>
    %186 = stablehlo.subtract %185, %180 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %188 = stablehlo.add %186, %187 : tensor<16xf32>
    %189 = stablehlo.multiply %133, %188 : tensor<16xf32>
    %190 = stablehlo.subtract %189, %184 : tensor<16xf32>
    %cst_55 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %192 = stablehlo.add %190, %191 : tensor<16xf32>
    %193 = stablehlo.multiply %133, %192 : tensor<16xf32>
    %194 = stablehlo.subtract %193, %188 : tensor<16xf32>
    %cst_56 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %196 = stablehlo.add %194, %195 : tensor<16xf32>
    %197 = stablehlo.multiply %133, %196 : tensor<16xf32>
    %198 = stablehlo.subtract %197, %192 : tensor<16xf32>
    %cst_57 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.add %198, %199 : tensor<16xf32>
    %201 = stablehlo.multiply %133, %200 : tensor<16xf32>
    %202 = stablehlo.subtract %201, %196 : tensor<16xf32>
    %cst_58 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %204 = stablehlo.add %202, %203 : tensor<16xf32>
    %205 = stablehlo.multiply %133, %204 : tensor<16xf32>
    %206 = stablehlo.subtract %205, %200 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %208 = stablehlo.add %206, %207 : tensor<16xf32>
    %209 = stablehlo.subtract %208, %200 : tensor<16xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<16xf32>
    %212 = stablehlo.divide %131, %128 : tensor<16xf32>
    %213 = stablehlo.subtract %212, %130 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %217 = stablehlo.multiply %213, %214 : tensor<16xf32>
    %218 = stablehlo.subtract %217, %215 : tensor<16xf32>
    %cst_64 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %220 = stablehlo.add %218, %219 : tensor<16xf32>
    %221 = stablehlo.multiply %213, %220 : tensor<16xf32>
    %222 = stablehlo.subtract %221, %214 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %224 = stablehlo.add %222, %223 : tensor<16xf32>
    %225 = stablehlo.multiply %213, %224 : tensor<16xf32>
    %226 = stablehlo.subtract %225, %220 : tensor<16xf32>
    %cst_66 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %228 = stablehlo.add %226, %227 : tensor<16xf32>
    %229 = stablehlo.multiply %213, %228 : tensor<16xf32>
    %230 = stablehlo.subtract %229, %224 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %232 = stablehlo.add %230, %231 : tensor<16xf32>
    %233 = stablehlo.multiply %213, %232 : tensor<16xf32>
    %234 = stablehlo.subtract %233, %228 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %236 = stablehlo.add %234, %235 : tensor<16xf32>
    %237 = stablehlo.multiply %213, %236 : tensor<16xf32>
    %238 = stablehlo.subtract %237, %232 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.add %238, %239 : tensor<16xf32>
    %241 = stablehlo.multiply %213, %240 : tensor<16xf32>
    %242 = stablehlo.subtract %241, %236 : tensor<16xf32>
    %cst_70 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %244 = stablehlo.add %242, %243 : tensor<16xf32>
    %245 = stablehlo.subtract %244, %236 : tensor<16xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<16xf32>
    %248 = stablehlo.sqrt %128 : tensor<16xf32>
    %249 = stablehlo.divide %247, %248 : tensor<16xf32>
    %cst_72 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %251 = stablehlo.compare LE, %128, %250, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %252 = stablehlo.select %251, %211, %249 : tensor<16xi1>, tensor<16xf32>
    %253 = stablehlo.multiply %127, %252 : tensor<16xf32>
    %254 = stablehlo.abs %arg0 : tensor<16xf32>
    %255 = stablehlo.exponential %254 : tensor<16xf32>
    %256 = chlo.bessel_i1e %arg0 : tensor<16xf32> -> tensor<16xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<16xf32>
    return %124, %125, %253, %257 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEEB2718, 0x40C6504B, 0x4077FB98, 0x3F642693, 0xC0B59610, 0xC0F4D62D, 0x4097E496, 0x40531438, 0xC0FF52D3, 0x402016EA, 0xC118D398, 0x407F5A8F, 0x4033E806, 0x40772E4B, 0xBFE2A378, 0x4030C2A3]> : tensor<16xf32>
    %r:4 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F2A5DC3, 0x3E27C7FF, 0x3E57B114, 0x3EFDD0D8, 0x3E2FBEBF, 0x3E164F52, 0x3E413DB2, 0x3E6BD98D, 0x3E13135F, 0x3E8A37E6, 0x3E0606CF, 0x3E544343, 0x3E8124AB, 0x3E58133A, 0x3EAA13D1, 0x3E827704]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0xBE188196, 0x3E1992D7, 0x3E392D5B, 0x3E4E5CAE, 0xBE1F6600, 0xBE0C1CAB, 0x3E2B6F5A, 0x3E43B670, 0xBE09862D, 0x3E5383E6, 0xBDFD9B85, 0x3E373606, 0x3E4D5556, 0x3E3964D7, 0xBE5F3BE9, 0x3E4E523A]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x3F86D6F0, 0x42A1099E, 0x41225742, 0x3F9AB4CC, 0x42480588, 0x439A59AA, 0x41ADEA01, 0x40C77371, 0x43D198F0, 0x4052C66E, 0x44E6297B, 0x413342DF, 0x40863488, 0x41209AB3, 0x3FF9C733, 0x40811341]> : tensor<16xf32> {tolerance = 3.7e-02 : f64}
    check.expect_almost_eq_const %r#3, dense<[0xBE716869, 0x429366A7, 0x410B5FBF, 0x3EFB9074, 0xC2356ABA, 0xC38FE0D6, 0x419A49FA, 0x40A58218, 0xC3C3FC4A, 0x4021463B, 0xC4D9C222, 0x411AB9F0, 0x405561B6, 0x4109CCB1, 0xBFA3EC1F, 0x404C1F9D]> : tensor<16xf32> {tolerance = 3.5e-02 : f64}
    func.return
  }
}
