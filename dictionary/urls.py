urlpatterns = []  # filled in by the dictionary app
